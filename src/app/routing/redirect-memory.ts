// Lives in shared so the login feature can restore the path without importing app.
export { rememberPath, takeRememberedPath } from "@/shared/lib/redirect-memory";
