// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
import type { Validator } from "./index";
export declare const body: Validator;
