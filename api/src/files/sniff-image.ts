/** The image types live in the contract (the web app shares them); kept here for the files code. */
export { type ImageType, isImageType, isInlineImageType, sniffImageType } from '../contract/image-types.js';
