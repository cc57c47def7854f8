/**
 * Renders an invoice as a PDF with pdfkit. The standard PDF fonts cover Western European letters
 * only, so the text is set in DejaVu Sans (the `dejavu-fonts-ttf` package), embedded as a subset:
 * it has Romanian ă ș ț, Hungarian ő ű, Bulgarian Cyrillic and Greek, and pdfkit writes a
 * ToUnicode map, so the text can be searched and copied.
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
  const priceWidth = 140;
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

  // Seller and buyer.
  const parties = Math.max(doc.y, top + 70) + 20;
  doc.font('bold').fontSize(11).text(labels.seller, MARGIN, parties);
  doc.font('regular').fontSize(10).text(SHOP_NAME);
  doc
    .font('bold')
    .fontSize(11)
    .text(labels.buyer, MARGIN + width / 2, parties);
  doc.font('regular').fontSize(10);
  for (const line of invoice.buyer) doc.text(line, MARGIN + width / 2, doc.y, { width: width / 2 });

  // Lines, then the totals.
  let y = doc.y + 25;
  const row = (name: string, amount: string, font: 'regular' | 'bold' = 'regular') => {
    doc.font(font).fontSize(10);
    const height = doc.heightOfString(name, { width: width - priceWidth - 10 });
    if (y + height > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(name, MARGIN, y, { width: width - priceWidth - 10 });
    doc.text(amount, right - priceWidth, y, { width: priceWidth, align: 'right' });
    y += height + 6;
  };
  const rule = () => {
    doc.strokeColor('#bbbbbb').lineWidth(0.5).moveTo(MARGIN, y).lineTo(right, y).stroke();
    y += 6;
  };
  row(labels.product, labels.price, 'bold');
  rule();
  for (const line of invoice.lines) row(line.name, line.price);
  rule();
  for (const total of invoice.totals) row(total.label, total.amount);
  doc.fontSize(12);
  row(labels.total, invoice.total, 'bold');

  doc
    .font('regular')
    .fontSize(10)
    .fillColor(GREY)
    .text(labels.thanks, MARGIN, y + 30, { width, align: 'center' });
  doc.end();
  return done;
}
