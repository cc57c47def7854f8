/**
 * Renders an invoice as a PDF with pdfkit. The standard PDF fonts cover Western European letters
 * only, so the text is set in DejaVu Sans (the `dejavu-fonts-ttf` package), embedded as a subset:
 * it has Romanian ă ș ț, Hungarian ő ű, Bulgarian Cyrillic and Greek, and pdfkit writes a
 * ToUnicode map, so the text can be searched and copied. The page: the shop and the invoice's
 * numbers, the seller's legal identity beside the buyer, the rows (quantity, unit price, VAT rate,
 * amount), the charges and the total, then the VAT summary and its notes (the margin scheme's
 * mention, the exemption's reason).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { SHOP_NAME, type Invoice } from './invoice.js';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Read once, on the first invoice. */
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 50;
const GREY = '#555555';
const INK = '#111111';

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const { labels } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: invoice.country === 'gr' ? 'el' : invoice.country,
    info: { Title: `${labels.title} ${invoice.number}`, Author: SHOP_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular).registerFont('bold', bold);
  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;

  // Header: the shop on the left, the invoice's number and dates on the right.
  const top = doc.y;
  doc.font('bold').fontSize(22).fillColor(INK).text(SHOP_NAME, MARGIN, top);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(labels.sellerLine, { width: width / 2 });
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(labels.title, MARGIN, top, { width, align: 'right' });
  doc.font('regular').fontSize(10);
  for (const [label, value] of [
    [labels.number, invoice.number],
    [labels.date, invoice.date],
    [labels.order, invoice.orderId],
  ] as const) {
    doc.text(`${label}: ${value}`, { width, align: 'right' });
  }

  // Seller and buyer, side by side.
  const column = width / 2 - 10;
  const parties = Math.max(doc.y, top + 70) + 20;
  doc.font('bold').fontSize(11).text(labels.seller, MARGIN, parties);
  doc.font('regular').fontSize(10);
  for (const line of invoice.seller) doc.text(line, MARGIN, doc.y, { width: column });
  const sellerEnd = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text(labels.buyer, MARGIN + width / 2, parties);
  doc.font('regular').fontSize(10);
  for (const line of invoice.buyer) doc.text(line, MARGIN + width / 2, doc.y, { width: column });

  let y = Math.max(doc.y, sellerEnd) + 25;
  /** A new page unless `height` more fits above the bottom margin. */
  const room = (height: number) => {
    if (y + height > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
    }
  };
  // A table row: each cell in its column, wrapped there; the row is as tall as its tallest cell.
  type Column = { readonly width: number; readonly align: 'left' | 'right' };
  const gap = 8;
  const row = (
    columns: readonly Column[],
    cells: readonly string[],
    font: 'regular' | 'bold' = 'regular',
    size = 9,
  ) => {
    doc.font(font).fontSize(size).fillColor(INK);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width })),
    );
    room(height);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const { width: cellWidth, align } = columns[i]!;
      if (cell) doc.text(cell, x, y, { width: cellWidth, align });
      x += cellWidth + gap;
    });
    y += height + 5;
  };
  const rule = () => {
    doc.strokeColor('#bbbbbb').lineWidth(0.5).moveTo(MARGIN, y).lineTo(right, y).stroke();
    y += 6;
  };
  /** Fixed columns on the right; the first takes what is left. */
  const columnsOf = (fixed: readonly number[]): Column[] => {
    const first = width - fixed.reduce((sum, w) => sum + w + gap, 0);
    return [
      { width: first, align: 'left' },
      ...fixed.map((w) => ({ width: w, align: 'right' as const })),
    ];
  };

  // The rows: name, quantity, unit price, VAT rate, amount; then the charges and the total.
  // Sized for the longest words and amounts: "Συντελεστής", "освободена", "199.999,99 euro".
  const lines = columnsOf([60, 78, 64, 80]);
  row(
    lines,
    [labels.product, labels.quantity, labels.unitPrice, labels.vatRate, labels.amount],
    'bold',
    8.5,
  );
  rule();
  for (const line of invoice.lines) {
    row(lines, [line.name, String(line.quantity), line.unitPrice, line.vatRate, line.amount]);
  }
  rule();
  for (const total of invoice.totals)
    row(lines, [total.label, '', '', total.vatRate, total.amount]);
  // The total in larger type, its amount over the last three columns.
  row(columnsOf([200]), [labels.total, invoice.total], 'bold', 12);

  // The VAT summary: per group the base, the VAT and the gross; then the notes it points to.
  y += 15;
  room(22 * (invoice.vat.rows.length + 3) + 30 * invoice.notes.length); // kept on one page
  const summary = columnsOf([100, 90, 100]);
  row([{ width, align: 'left' }], [labels.vatSummary], 'bold', 11);
  row(summary, [labels.vatRate, labels.base, labels.vat, labels.gross], 'bold', 8.5);
  rule();
  for (const vat of invoice.vat.rows) row(summary, [vat.rate, vat.base, vat.vat, vat.gross]);
  rule();
  row(summary, [labels.vatTotal, '', invoice.vat.total.vat, invoice.vat.total.gross], 'bold', 10);
  y += 6;
  for (const note of invoice.notes) row([{ width, align: 'left' }], [note], 'regular', 8.5);

  y += 30;
  room(20);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(GREY)
    .text(labels.thanks, MARGIN, y, { width, align: 'center' });
  doc.end();
  return done;
}
