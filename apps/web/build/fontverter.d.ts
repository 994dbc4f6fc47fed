/** fontverter 2 (no types of its own): converts a font between TrueType/OpenType, WOFF and WOFF2. */
declare module 'fontverter' {
  type Format = 'truetype' | 'sfnt' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Uint8Array): Format;
  };
  export default fontverter;
}
