import type { Arca } from '@arcasdk/core';
import type { ArcaConfig } from '../../config';
import type { Db } from '../../db/client';
import { databaseTicketStorage } from './ticket-store';
import type { ArcaVoucher } from './voucher';

export type ArcaMessage = { code: number; message: string };

export type AuthorizeResult =
  | { approved: true; cae: string; caeDueDate: string; response: unknown }
  | { approved: false; errors: ArcaMessage[]; response: unknown };

export type FoundVoucher = { cae: string; caeDueDate: string; total: number; docNumber: number };

/** What invoicing needs from ARCA's WSFEv1 (WSAA sign-in handled underneath). */
export type ArcaClient = {
  lastNumber(pointOfSale: number, voucherType: number): Promise<number>;
  authorize(voucher: ArcaVoucher): Promise<AuthorizeResult>;
  /** A voucher ARCA already authorised with that number, or null. */
  find(pointOfSale: number, voucherType: number, number: number): Promise<FoundVoucher | null>;
};

type ElectronicBilling = Arca['electronicBillingService'];

const messagesOf = (list: { Code?: number; Msg?: string }[] | undefined): ArcaMessage[] =>
  (list ?? []).map((item) => ({ code: Number(item.Code ?? 0), message: String(item.Msg ?? '') }));

/**
 * ARCA through @arcasdk/core, which speaks WSAA and WSFEv1 itself (bundled WSDLs, the TLS
 * settings ARCA's servers need). Homologation or production per configuration. The SDK is
 * loaded at the first invoice, not at start: it alone takes most of a second to load.
 */
export function createArcaClient(config: ArcaConfig, db: Db): ArcaClient {
  let service: Promise<ElectronicBilling> | undefined;
  const billingService = () =>
    (service ??= import('@arcasdk/core').then(
      ({ Arca }) =>
        new Arca({
          cuit: config.cuit,
          cert: config.cert,
          key: config.key,
          production: config.production,
          ticketStorage: databaseTicketStorage(db, config),
        }).electronicBillingService,
    ));

  return {
    async lastNumber(pointOfSale, voucherType) {
      const billing = await billingService();
      const last = await billing.getLastVoucher(pointOfSale, voucherType);
      const errors = (last.errors?.err ?? []).map((e) => ({ code: e.code, message: e.msg }));
      if (errors.length > 0)
        throw new Error(errors.map((e) => `${e.code}: ${e.message}`).join('; '));
      return last.cbteNro ?? 0;
    },

    async authorize(voucher) {
      const { response, cae, caeFchVto } = await (await billingService()).createVoucher(voucher);
      if (cae) return { approved: true, cae, caeDueDate: caeFchVto, response };
      const detail = response.FeDetResp?.FECAEDetResponse?.[0];
      const errors = [
        ...messagesOf(response.Errors?.Err),
        ...messagesOf(detail?.Observaciones?.Obs),
      ];
      return { approved: false, errors, response };
    },

    async find(pointOfSale, voucherType, number) {
      const billing = await billingService();
      const found = await billing.getVoucherInfo(number, pointOfSale, voucherType);
      if (!found?.codAutorizacion || found.resultado !== 'A') return null;
      return {
        cae: found.codAutorizacion,
        caeDueDate: found.fchVto ?? '',
        total: Number(found.impTotal ?? 0),
        docNumber: Number(found.docNro ?? 0),
      };
    },
  };
}
