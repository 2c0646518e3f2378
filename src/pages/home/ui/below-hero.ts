// What the home draws below its hero, loaded as one chunk (home-page.tsx).
export { default as HomeCatalogue } from "./home-catalogue";
export { default as HomeSections } from "./home-sections";
