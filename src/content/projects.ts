import { yearsNewestFirst } from '../lib/years'
import type { Project } from './types'

const gh = (repo: string) => `https://github.com/avery-quinn-dev/${repo}`

export const projects: readonly Project[] = [
  {
    slug: 'image-server',
    title: 'Multi-threaded Image Processing Server',
    year: 2024,
    period: 'November - December',
    description:
      'A C server that resizes, blurs and converts images with a thread pool and a bounded work queue, handling 4x the requests of the single-threaded version.',
    tags: ['C', 'pthreads', 'Sockets'],
    link: gh('image-server'),
    alt: 'Grid of image tiles flowing through parallel worker threads',
    resume: 3,
  },
  {
    slug: 'neural-network-visualizer',
    title: 'Neural Network Visualizer',
    year: 2024,
    period: 'October',
    description:
      'Trains a small multilayer perceptron in the browser and animates weights and activations as it learns, reaching 97% on handwritten digits.',
    tags: ['TypeScript', 'React', 'Canvas'],
    link: gh('neural-network-visualizer'),
    alt: 'Layers of connected neurons with weighted edges',
    resume: 1,
  },
  {
    slug: 'logistic-regression-visualizer',
    title: 'Logistic Regression Visualizer',
    year: 2024,
    period: 'September',
    description:
      'Shows the decision boundary and the loss surface moving with every gradient-descent step on two-class data.',
    tags: ['Python', 'NumPy', 'Plotly'],
    link: gh('logistic-regression-visualizer'),
    alt: 'Two clusters of points split by a sigmoid decision boundary',
  },
  {
    slug: 'hypothesis-testing-simulator',
    title: 'Regression and Hypothesis Testing Simulator',
    year: 2024,
    period: 'July - August',
    description:
      'Simulates thousands of samples to show how p-values, confidence intervals and slope estimates behave as sample size changes.',
    tags: ['Python', 'Flask', 'SciPy'],
    link: gh('hypothesis-testing-simulator'),
    alt: 'Bell curve with shaded rejection regions',
  },
  {
    slug: 'linear-regression-visualizer',
    title: 'Linear Regression Visualizer',
    year: 2024,
    period: 'June',
    description:
      'Drag points on a plane and watch the least-squares line, residuals and R² update live.',
    tags: ['JavaScript', 'D3.js'],
    link: gh('linear-regression-visualizer'),
    alt: 'Scatter plot with a fitted line and residual bars',
  },
  {
    slug: 'lsa-search-engine',
    title: 'Latent Semantic Analysis Search Engine',
    year: 2024,
    period: 'May - June',
    description:
      'Searches 20,000 news articles by meaning with TF-IDF and truncated SVD, returning answers in under 50 ms.',
    tags: ['Python', 'scikit-learn', 'Flask'],
    link: gh('lsa-search-engine'),
    alt: 'Magnifying glass over a matrix of documents and terms',
    resume: 2,
  },
  {
    slug: 'kmeans-visualization',
    title: 'KMeans Clustering Visualization',
    year: 2024,
    period: 'April',
    description:
      'Steps through KMeans with random, farthest-first and KMeans++ starts so the differences are visible.',
    tags: ['Python', 'Flask', 'JavaScript'],
    link: gh('kmeans-visualization'),
    alt: 'Coloured clusters of points around their centroids',
    resume: 4,
  },
  {
    slug: 'recipe-app',
    title: 'Pantry Planner',
    year: 2023,
    period: 'October - December',
    description:
      'Plans meals from recipes and prices the ingredients with a grocery-store product API, saving favourites per account.',
    tags: ['ReactJS', 'ExpressJS', 'REST APIs', 'Firebase', 'OAuth'],
    link: gh('pantry-planner'),
    alt: 'Recipe card beside a shopping basket',
    resume: 6,
  },
  {
    slug: 'music-profile-app',
    title: 'Encore',
    year: 2023,
    period: 'June - August',
    description:
      'Builds a listening profile from a music streaming API and finds nearby concerts for the artists you play most with an events API.',
    tags: ['ReactJS', 'REST APIs', 'ExpressJS', 'OAuth'],
    link: gh('encore'),
    alt: 'Sound waves and a concert ticket',
  },
  {
    slug: 'ocaml-interpreter',
    title: 'OCaml Interpreter',
    year: 2023,
    period: 'March - April',
    description:
      'An interpreter for a small functional language with closures, pattern matching and type inference, written in OCaml.',
    tags: ['OCaml', 'Parsing', 'Type inference'],
    link: gh('mini-ml'),
    alt: 'Lambda symbol inside an abstract syntax tree',
    resume: 5,
  },
  {
    slug: 'movie-browser',
    title: 'Reel Finder',
    year: 2023,
    period: 'January',
    description:
      'Browse and filter more than 5000 movies and series from a movie database API, with trailers and watch lists.',
    tags: ['React', 'REST APIs', 'CSS'],
    link: gh('reel-finder'),
    alt: 'Film strip with a play button',
  },
  {
    slug: 'notes-app',
    title: 'Cloud Notes',
    year: 2022,
    period: 'October - November',
    description: 'A notes app with real-time sync, tags and offline editing on Firebase.',
    tags: ['React', 'Firebase'],
    link: gh('cloud-notes'),
    alt: 'Stack of notes with a cloud sync mark',
  },
  {
    slug: 'first-portfolio',
    title: 'First Portfolio',
    year: 2022,
    period: 'August',
    description: 'The first version of this site: plain HTML, CSS and a little JavaScript.',
    tags: ['HTML', 'CSS', 'JavaScript'],
    link: gh('first-portfolio'),
    alt: 'Browser window with a simple personal page',
  },
  {
    slug: 'countries-app',
    title: 'Countries Explorer',
    year: 2022,
    period: 'May - June',
    description:
      'Facts, flags and borders for all 195 countries with search, filters and an embedded map.',
    tags: ['JavaScript', 'REST APIs', 'Leaflet'],
    link: gh('countries-explorer'),
    alt: 'Globe with a map pin',
  },
  {
    slug: 'stock-predictor',
    title: 'Dow Jones Stock Predictor',
    year: 2021,
    period: 'December',
    description:
      'Predicts next-day closing prices of the 20 companies with the most volume in the Dow Jones from 5 years of data.',
    tags: ['Python', 'Streamlit'],
    link: gh('dow-predictor'),
    alt: 'Rising stock chart with candlesticks',
  },
  {
    slug: 'conversion-calculator',
    title: 'Conversion Calculator',
    year: 2021,
    period: 'August',
    description: 'Converts units of length, mass, temperature and currency in one small page.',
    tags: ['JavaScript', 'HTML', 'CSS'],
    link: gh('conversion-calculator'),
    alt: 'Calculator keypad with two-way arrows',
  },
  {
    slug: 'game-api-wrapper',
    title: 'Game Stats API Wrapper',
    year: 2021,
    period: 'June',
    description:
      'An npm package that wraps a game data API with typed methods, caching and rate limiting.',
    tags: ['Node.js', 'npm', 'JavaScript'],
    link: gh('game-stats-wrapper'),
    alt: 'Package box with a game controller',
  },
]

/** Project sections: each year that has projects, newest first; each is an in-page jump target. */
export const projectYears: readonly number[] = yearsNewestFirst(projects)
