/**
 * The largest JSON body the API takes (express.json in create-app.ts): a trigger script's
 * data call is held to it too (trigger-script-api.ts), so a script cannot store what an HTTP
 * write could not (issue 35: a script stored a 10 MB text).
 */
export const jsonBodyLimitBytes = 1024 * 1024;
