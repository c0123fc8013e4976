// The one part of fontkit the PDFs use (the package ships no types): a parsed font, which pdfkit takes in
// place of a file or buffer (it recognises one by its `layout` method).
declare module "fontkit" {
  interface Font {
    layout(text: string): unknown;
    postscriptName: string;
  }
  export function create(buffer: Uint8Array): Font;
}
