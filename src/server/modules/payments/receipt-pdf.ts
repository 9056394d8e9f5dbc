import { dateParts } from '@domain/dates';
import { formatCnpjDigits } from '@domain/documents';
import { paymentMethodLabels } from '@domain/enrollments';
import { monthName } from '@domain/format';
import { issuedAt, labelledField, newPdf, NONE, PDF_FONT, PDF_MARGIN, pdfDay, pdfFooter, pdfMoney, type PdfIssue } from '../../http/pdf-document';
import { receiptNumber, type ReceiptData } from './receipts.service';

/** "março/2026": the month an instalment is for, the one it falls due in. */
function referenceMonth(dataVencimento: string) {
  const [year, month] = dateParts(dataVencimento);
  return `${monthName(month)}/${year}`;
}

/**
 * The payer's CPF as "***.982.247-**", the masking the federal government uses to publish a CPF.
 * A receipt travels (forwarded on WhatsApp, handed to an employer for a refund): the name and the
 * six middle digits tell the payer apart, and the LGPD's necessity principle keeps the whole number,
 * which the school holds on the athlete's record anyway, off a document that does not need it.
 */
const maskedCpf = (digits: string) => `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;

/**
 * A paid instalment's receipt: the school (company and CNPJ) that received, the payer (the
 * guardian on the athlete's record, who answers for the enrolment), the athlete, the month, the
 * figures and who confirmed the payment.
 */
export async function receiptPdf(receipt: ReceiptData, options: PdfIssue): Promise<Buffer> {
  const numero = receiptNumber(receipt.id, receipt.dataPagamento);
  const { athlete, company } = receipt;
  const reference = `Parcela ${receipt.numeroMensalidade} — referente a ${referenceMonth(receipt.dataVencimento)}`;
  const { doc, bytes } = await newPdf(`Recibo ${numero}`);
  const width = doc.page.width - 2 * PDF_MARGIN;

  doc.font(PDF_FONT.bold).fontSize(22).fillColor('#111111').text('Recibo', PDF_MARGIN, PDF_MARGIN);
  doc.font(PDF_FONT.regular).fontSize(11).text(`Nº ${numero}`, PDF_MARGIN, PDF_MARGIN + 6, { width, align: 'right' });
  doc.moveDown(1.5);

  doc.font(PDF_FONT.bold).fontSize(13).text(company.nomeFantasia, PDF_MARGIN);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor('#444444');
  doc.text(`${company.razaoSocial} · CNPJ ${formatCnpjDigits(company.cnpj)}`);
  doc.text(receipt.unit);
  doc.fillColor('#111111');
  doc
    .moveDown(0.8)
    .moveTo(PDF_MARGIN, doc.y)
    .lineTo(PDF_MARGIN + width, doc.y)
    .strokeColor('#cccccc')
    .stroke()
    .moveDown(0.8);

  doc
    .font(PDF_FONT.regular)
    .fontSize(12)
    .text(
      `Recebemos de ${athlete.responsavelNome} (CPF ${maskedCpf(athlete.responsavelCpf)}) a importância de ${pdfMoney(receipt.valorPago)} ` +
        `referente à parcela ${receipt.numeroMensalidade} (${referenceMonth(receipt.dataVencimento)}) da mensalidade de ` +
        `${athlete.nomeCompleto} na turma ${receipt.team}.`,
      PDF_MARGIN,
      undefined,
      { width, align: 'justify', lineGap: 3 },
    );
  doc.moveDown(1).fontSize(11);

  labelledField(doc, 'Atleta', athlete.nomeCompleto);
  labelledField(doc, 'Turma', `${receipt.team} · ${receipt.unit}`);
  labelledField(doc, 'Referência', reference);
  labelledField(doc, 'Vencimento', pdfDay(receipt.dataVencimento));
  labelledField(doc, 'Valor da parcela', pdfMoney(receipt.valor));
  labelledField(doc, 'Desconto', pdfMoney(receipt.valorDesconto));
  labelledField(doc, 'Valor pago', pdfMoney(receipt.valorPago));
  labelledField(doc, 'Forma de pagamento', receipt.metodoPagamento ? paymentMethodLabels[receipt.metodoPagamento] : NONE);
  labelledField(doc, 'Data do pagamento', pdfDay(receipt.dataPagamento));
  labelledField(doc, 'Pagamento confirmado por', receipt.confirmedBy ?? NONE);

  // A receipt is one page: its foot follows the figures.
  doc.moveDown(2);
  pdfFooter(doc, () => ({ text: `Recibo Nº ${numero} emitido pelo Plantel em ${issuedAt(options)}.` }), {
    y: doc.y,
    margin: PDF_MARGIN,
    size: 8,
    color: '#666666',
  });
  doc.end();
  return bytes;
}
