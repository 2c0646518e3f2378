export { LobbyPage, ProviderPage, TopGamesPage } from "./ui/lobby-page";
