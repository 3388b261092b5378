/** An access token as the server issues it: 256 random bits, 43 base64url characters. Shared with the web client. */
export const accessTokenPattern = /^[A-Za-z0-9_-]{43}$/;
