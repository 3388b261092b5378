// the service worker's registration module that vite-plugin-pwa provides at build time
/// <reference types="vite-plugin-pwa/vanillajs" />
