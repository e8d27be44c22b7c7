declare module 'pdfmake/build/pdfmake' {
  interface PdfMakeBrowser {
    setFonts(fonts: Record<string, Record<string, string>>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    /** Files pdfmake reads instead of fetching, by URL. */
    virtualfs: { writeFileSync(url: string, content: Uint8Array): void };
    createPdf(definition: Record<string, unknown>): {
      getBuffer(): Promise<Uint8Array>;
      getStream(): Promise<object>;
    };
  }
  const pdfMake: PdfMakeBrowser;
  export default pdfMake;
}

declare module 'dejavu-fonts-ttf/ttf/*.ttf?url' {
  const url: string;
  export default url;
}

declare module '@fontsource/noto-emoji/files/*.woff?url' {
  const url: string;
  export default url;
}
