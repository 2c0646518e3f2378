export { catalogueQuery } from "./api/catalogue";
export { topGames, gamesOfCategory, gameKey } from "./lib/search";
export { markPlayed } from "./lib/device-lists";
export { useCatalogue } from "./ui/use-catalogue";
export { gameTitle } from "./ui/game-card";
export { GameGrid } from "./ui/game-grid";
export { CatalogueStatus } from "./ui/catalogue-status";
export { GameBrowser } from "./ui/game-browser";
