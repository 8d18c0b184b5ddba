// GET /api/v2/account/invoices/{id}/pdf (docs/api.md): an invoice as a PDF, drawn from the invoice and
// the copies its order kept (addresses, lines, totals, VAT, payment method). In Dutch, as the shop's invoices
// are; the standard Helvetica font (no font files), uncompressed so tests and QA can read the text in it, and
// dated with the invoice's date so the same invoice gives the same bytes.
import PDFDocument from 'pdfkit';
import { type AccountOrder, type Invoice, type OrderAddress } from '@etalage/domain/account';
import { formatCartPrice } from '@etalage/domain/pricing';
import { formatDate } from '@etalage/domain/shared';
import { HttpError } from '../lib/http-error';
import { listInvoices } from './account';
import type { Deps } from './deps';

export interface InvoicePdf {
  filename: string;
  bytes: Buffer;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/** Helvetica's WinAnsi has no narrow no-break space: Intl's money format may use one. */
const money = (amount: number): string => formatCartPrice(amount, 'nl-NL').replace(/\u202f/g, ' ');

const addressLines = (address: OrderAddress): string[] =>
  [
    address.companyName,
    `${address.firstName} ${address.lastName}`,
    `${address.streetName} ${address.houseNumber}${address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}`,
    `${address.zipCode} ${address.city}`,
    address.countryCode === 'BE' ? 'België' : 'Nederland',
  ].filter(Boolean);

const notFound = (): HttpError =>
  new HttpError(404, {
    status: 'error',
    message: 'invoice_not_found',
    errors: [{ path: 'params.id', message: 'is not an invoice of this customer' }],
  });

const render = (
  doc: PDFKit.PDFDocument,
  shop: string,
  invoice: Invoice,
  order: AccountOrder,
  customerNumber: string,
) => {
  doc.font('Helvetica-Bold').fontSize(20).text(shop, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Factuur', { continued: false });
  doc.moveDown(1.5).fillColor('#000000');

  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text('Factuuradres', MARGIN, top);
  doc.font('Helvetica').text(addressLines(order.invoiceAddress).join('\n'));
  const facts: [string, string][] = [
    ['Factuurnummer', invoice.number],
    ['Factuurdatum', formatDate(invoice.date) ?? ''],
    ['Bestelling', order.number],
    ['Klantnummer', customerNumber],
    ['Betaalmethode', order.paymentMethod],
    ['Status', invoice.isPaid ? 'Betaald' : 'Open'],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, MARGIN + 280, y, { width: 100 });
    doc.font('Helvetica').text(value, MARGIN + 380, y, { width: WIDTH - 380 });
    y += 14;
  }
  doc.y = Math.max(doc.y, y) + 24;

  // The lines: product (with its options), quantity, price, total.
  const columns = { product: MARGIN, quantity: MARGIN + 270, price: MARGIN + 320, total: MARGIN + 410 };
  const head = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Product', columns.product, head, { width: 260 });
  doc.text('Aantal', columns.quantity, head, { width: 45, align: 'right' });
  doc.text('Prijs', columns.price, head, { width: 85, align: 'right' });
  doc.text('Totaal', columns.total, head, { width: WIDTH - 410, align: 'right' });
  doc
    .moveTo(MARGIN, head + 14)
    .lineTo(MARGIN + WIDTH, head + 14)
    .stroke();
  doc.font('Helvetica');
  let row = head + 20;
  for (const line of order.lines) {
    const details = [...line.options, ...(line.returnable ? [] : ['Maatwerk: niet retourneerbaar'])];
    doc.text([line.title, ...details].join('\n'), columns.product, row, { width: 260 });
    const bottom = doc.y;
    doc.text(String(line.quantity), columns.quantity, row, { width: 45, align: 'right' });
    doc.text(money(line.priceInclVat), columns.price, row, { width: 85, align: 'right' });
    doc.text(money(line.totalInclVat), columns.total, row, { width: WIDTH - 410, align: 'right' });
    row = Math.max(bottom, doc.y) + 6;
    if (row > 700) {
      doc.addPage();
      row = MARGIN;
    }
  }
  doc
    .moveTo(MARGIN, row)
    .lineTo(MARGIN + WIDTH, row)
    .stroke();

  const { totals } = order;
  const vat = Math.round((totals.totalInclVat - totals.totalExclVat) * 100) / 100;
  const sums: [string, string][] = [
    ['Verzendkosten', totals.shippingInclVat === 0 ? 'Gratis' : money(totals.shippingInclVat)],
    ['Totaal excl. btw', money(totals.totalExclVat)],
    ['Btw', money(vat)],
    ['Totaal incl. btw', money(totals.totalInclVat)],
    ...(totals.outstandingAmount > 0 ? ([['Openstaand', money(totals.outstandingAmount)]] as [string, string][]) : []),
  ];
  let sum = row + 8;
  for (const [label, value] of sums) {
    const bold = label === 'Totaal incl. btw';
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, columns.price - 60, sum, { width: 145 });
    doc.text(value, columns.total, sum, { width: WIDTH - 410, align: 'right' });
    sum += 16;
  }

  const delivery = order.delivery;
  const where = delivery.pickupLocation
    ? `Afhalen bij ${delivery.pickupLocation.name}, ${delivery.pickupLocation.street}, ${delivery.pickupLocation.city}`
    : delivery.address
      ? `Bezorgd op ${addressLines(delivery.address).slice(1, 4).join(', ')}`
      : '';
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(`${delivery.label}. ${where}`, MARGIN, sum + 24, { width: WIDTH });
};

/** The invoice `id` of the customer as a PDF; another customer's invoice, or none, is a 404. */
export const invoicePdf = async (deps: Deps, customerId: string, id: string): Promise<InvoicePdf> => {
  const invoice = listInvoices(deps, customerId).find((i) => i.id === id);
  const order = invoice && deps.store.state.orders.get(invoice.orderUid);
  const customer = deps.store.state.customers.get(customerId);
  if (!invoice || !order || order.customerId !== customerId || !customer) throw notFound();
  const shop = deps.appConfig.current.organizationName;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: {
      Title: `Factuur ${invoice.number}`,
      Author: shop,
      CreationDate: new Date(invoice.date),
      ModDate: new Date(invoice.date),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  render(doc, shop, invoice, order.order, customer.customerId);
  doc.end();
  await done;
  return { filename: `factuur-${invoice.number}.pdf`, bytes: Buffer.concat(chunks) };
};
