export { LobbyIntro, LobbyPage, ProviderPage, TopGamesPage } from "./ui/lobby-page";
