import { useModel } from '@preact/signals'
import { useLayoutEffect, useRef } from 'react'
import { Icon } from '../../components/Icon'
import { isTypedOnPage } from '../../lib/keys'
import { LiveRegion } from '../LiveRegion'
import type { RodIndex } from './logic'
import { HanoiModel } from './model'
import { RodButton } from './Rods'

const RODS: readonly RodIndex[] = [0, 1, 2]
const KEY_TO_ROD: Record<string, RodIndex> = { '1': 0, '2': 1, '3': 2 }

/** Tower of Hanoi: three rod buttons (keys 1, 2, 3 too), counters, Add Disk and Reset. */
export function View() {
  const model = useModel(() => new HanoiModel())
  const resetButton = useRef<HTMLButtonElement>(null)

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const rod = KEY_TO_ROD[event.key]
      if (rod === undefined || !isTypedOnPage(event)) return
      event.preventDefault()
      model.press(rod)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [model])

  const addDisk = () => {
    model.addDisk()
    if (!model.canAddDisk.value) resetButton.current?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
        {RODS.map((index) => (
          <RodButton
            key={index}
            index={index}
            rod={model.rods.value[index]}
            selected={model.selected.value === index}
            onPress={model.press}
          />
        ))}
      </div>
      <LiveRegion said={model.said.value} className="m-0 min-h-6 font-semibold text-accent" />
      <p className="m-0 flex flex-wrap gap-x-6 text-sm text-slate-300">
        <span>Moves: {model.moves}</span>
        <span>Minimum moves: {model.minMoves}</span>
        <span>Disks: {model.disks}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn" onClick={addDisk} disabled={!model.canAddDisk.value}>
          <Icon name="carbon:add" />
          Add Disk
        </button>
        <button ref={resetButton} type="button" className="btn" onClick={model.reset}>
          <Icon name="carbon:reset" />
          Reset
        </button>
      </div>
    </div>
  )
}
