// Which drawing illustrates which project, by the project's slug.
import {
  countriesApp,
  firstPortfolio,
  movieBrowser,
  musicProfile,
  notesApp,
  recipeApp,
} from './art-apps.mjs'
import {
  hypothesisTesting,
  kmeans,
  linearRegression,
  logisticRegression,
  neuralNetwork,
  stockChart,
} from './art-data.mjs'
import {
  conversionCalculator,
  gameApiWrapper,
  imageServer,
  lsaSearch,
  ocamlInterpreter,
} from './art-tools.mjs'

/** @type {Record<string, () => string>} */
export const thumbnailArt = {
  'image-server': imageServer,
  'neural-network-visualizer': neuralNetwork,
  'logistic-regression-visualizer': logisticRegression,
  'hypothesis-testing-simulator': hypothesisTesting,
  'linear-regression-visualizer': linearRegression,
  'lsa-search-engine': lsaSearch,
  'kmeans-visualization': kmeans,
  'recipe-app': recipeApp,
  'music-profile-app': musicProfile,
  'ocaml-interpreter': ocamlInterpreter,
  'movie-browser': movieBrowser,
  'notes-app': notesApp,
  'first-portfolio': firstPortfolio,
  'countries-app': countriesApp,
  'stock-predictor': stockChart,
  'conversion-calculator': conversionCalculator,
  'game-api-wrapper': gameApiWrapper,
}
