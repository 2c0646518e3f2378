// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
import type { Validator } from "./index";
export declare const s200: Validator;
export declare const s401: Validator;
export declare const s5XX: Validator;
export declare const declared: readonly string[];
