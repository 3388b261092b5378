/** The built CLI (cli/dist/main.js) when it is newer than every CLI and API source, else undefined. */
export function freshBuiltCli(): string | undefined;
