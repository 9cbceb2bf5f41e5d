/** The numbers the guess can be: apart from the rules so the menu can name them cheaply. */
export const MIN = 1
export const MAX = 100
