// The deposit popups, with the deposit model's wiring to Web Push (../deposit-host): opened by a
// player with nothing pending, they are what loads the model.
import "../deposit-host";

export * from "@/features/deposit";
