/**
 * The part of pdfkit's API the invoice uses (pdfkit ships no type declarations). Kept to what is
 * called, so a pdfkit upgrade that changes one of these shows up as a type error here.
 */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    continued?: boolean;
  }

  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    lang?: string;
    info?: { Title?: string; Author?: string; Subject?: string; CreationDate?: Date };
  }

  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    readonly page: {
      readonly width: number;
      readonly height: number;
      readonly margins: { top: number; bottom: number; left: number; right: number };
    };
    x: number;
    y: number;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    registerFont(name: string, source: string | Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    end(): void;
  }
}
