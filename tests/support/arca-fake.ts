import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const WSAA = 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms';
const WSFE = 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx';

const soap = (body: string) =>
  HttpResponse.text(
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`,
    { headers: { 'content-type': 'text/xml; charset=utf-8' } },
  );

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The value of `<tag>…</tag>` in a request (namespace prefixes allowed). */
const field = (xml: string, tag: string) =>
  new RegExp(`<(?:\\w+:)?${tag}>([^<]*)</(?:\\w+:)?${tag}>`).exec(xml)?.[1] ?? '';

const argentineNow = (offsetMs = 0) =>
  new Date(Date.now() + offsetMs - 3 * 3600_000).toISOString().replace('Z', '-03:00');

type Voucher = {
  pointOfSale: number;
  type: number;
  number: number;
  cae: string;
  dueDate: string;
  docType: number;
  docNumber: number;
  total: number;
  date: string;
  request: string;
};

/**
 * ARCA's homologation web services faked at the network edge: WSAA's LoginCms and WSFEv1's
 * FECompUltimoAutorizado, FECAESolicitar and FECompConsultar, with the answers of ARCA's
 * manuals (WSAA 'Especificación técnica', WSFEv1 'Manual para el desarrollador').
 */
export function createArcaFake() {
  const vouchers: Voucher[] = [];
  const state = {
    logins: 0,
    /** Every WSFE call fails with a 500 (ARCA down). */
    down: false,
    /** The next FECAESolicitar is refused with this observation (e.g. 10016). */
    refuseNext: undefined as { code: number; message: string } | undefined,
    /** The next FECAESolicitar is authorised, but its answer never arrives. */
    loseNextAnswer: false,
    /** FECAESolicitar is authorised, but its answer waits for `releaseHeld` (a caller dies meanwhile). */
    holdAnswers: false,
    /** Numbers ARCA had already handed out before (another system on the same point of sale). */
    startAt: 0,
  };
  let nextCae = 76463012345670;
  const held: (() => void)[] = [];

  const last = (pointOfSale: number, type: number) =>
    Math.max(
      state.startAt,
      ...vouchers
        .filter((v) => v.pointOfSale === pointOfSale && v.type === type)
        .map((v) => v.number),
    );

  const loginTicket = () =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header><source>CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source><destination>SERIALNUMBER=CUIT 20123456786, CN=estudio-homologacion</destination><uniqueId>383953094</uniqueId><generationTime>${argentineNow(-60_000)}</generationTime><expirationTime>${argentineNow(12 * 3600_000)}</expirationTime></header><credentials><token>PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiIHN0YW5kYWxvbmU9InllcyI/Pgo8c3NvIHZlcnNpb249IjIuMCI+</token><sign>DxTXlXf1Ek6Kp0OgPoj7fNxsl3lXRy2Y2fLAgPyCwzsQ7Pq+JnE=</sign></credentials></loginTicketResponse>`;

  function solicitar(xml: string) {
    const pointOfSale = Number(field(xml, 'PtoVta'));
    const type = Number(field(xml, 'CbteTipo'));
    const number = Number(field(xml, 'CbteDesde'));
    const docType = Number(field(xml, 'DocTipo'));
    const docNumber = Number(field(xml, 'DocNro'));
    const date = field(xml, 'CbteFch');
    const header = (result: string) =>
      `<FeCabResp><Cuit>20123456786</Cuit><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo><FchProceso>${date}101512</FchProceso><CantReg>1</CantReg><Resultado>${result}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
    const detail = (result: string, extra: string) =>
      `<FeDetResp><FECAEDetResponse><Concepto>2</Concepto><DocTipo>${docType}</DocTipo><DocNro>${docNumber}</DocNro><CbteDesde>${number}</CbteDesde><CbteHasta>${number}</CbteHasta><CbteFch>${date}</CbteFch><Resultado>${result}</Resultado>${extra}</FECAEDetResponse></FeDetResp>`;
    const refusal =
      state.refuseNext ??
      (number !== last(pointOfSale, type) + 1
        ? {
            code: 10016,
            message:
              'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
          }
        : undefined);
    state.refuseNext = undefined;
    if (refusal) {
      return soap(
        `<FECAESolicitarResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECAESolicitarResult>${header('R')}${detail('R', `<Observaciones><Obs><Code>${refusal.code}</Code><Msg>${refusal.message}</Msg></Obs></Observaciones><CAE></CAE><CAEFchVto></CAEFchVto>`)}</FECAESolicitarResult></FECAESolicitarResponse>`,
      );
    }
    const cae = String(nextCae++);
    const dueDate = `${date.slice(0, 6)}28`;
    vouchers.push({
      pointOfSale,
      type,
      number,
      cae,
      dueDate,
      docType,
      docNumber,
      total: Number(field(xml, 'ImpTotal')),
      date,
      request: xml,
    });
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      return HttpResponse.text('Service Unavailable', { status: 503 });
    }
    if (state.holdAnswers) {
      return new Promise<Response>((resolve) =>
        held.push(() => resolve(HttpResponse.text('Service Unavailable', { status: 503 }))),
      );
    }
    return soap(
      `<FECAESolicitarResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECAESolicitarResult>${header('A')}${detail('A', `<CAE>${cae}</CAE><CAEFchVto>${dueDate}</CAEFchVto>`)}</FECAESolicitarResult></FECAESolicitarResponse>`,
    );
  }

  function consultar(xml: string) {
    const pointOfSale = Number(field(xml, 'PtoVta'));
    const type = Number(field(xml, 'CbteTipo'));
    const number = Number(field(xml, 'CbteNro'));
    const found = vouchers.find(
      (v) => v.pointOfSale === pointOfSale && v.type === type && v.number === number,
    );
    if (!found) {
      return soap(
        `<FECompConsultarResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECompConsultarResult><Errors><Err><Code>602</Code><Msg>No existen datos en nuestros registros para los parametros ingresados.</Msg></Err></Errors></FECompConsultarResult></FECompConsultarResponse>`,
      );
    }
    return soap(
      `<FECompConsultarResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECompConsultarResult><ResultGet><Concepto>2</Concepto><DocTipo>${found.docType}</DocTipo><DocNro>${found.docNumber}</DocNro><CbteDesde>${number}</CbteDesde><CbteHasta>${number}</CbteHasta><CbteFch>${found.date}</CbteFch><ImpTotal>${found.total}</ImpTotal><ImpTotConc>0</ImpTotConc><ImpNeto>${found.total}</ImpNeto><ImpOpEx>0</ImpOpEx><ImpTrib>0</ImpTrib><ImpIVA>0</ImpIVA><FchServDesde>${found.date}</FchServDesde><FchServHasta>${found.date}</FchServHasta><FchVtoPago>${found.date}</FchVtoPago><MonId>PES</MonId><MonCotiz>1</MonCotiz><Resultado>A</Resultado><CodAutorizacion>${found.cae}</CodAutorizacion><EmisionTipo>CAE</EmisionTipo><FchVto>${found.dueDate}</FchVto><FchProceso>${found.date}101512</FchProceso><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo></ResultGet></FECompConsultarResult></FECompConsultarResponse>`,
    );
  }

  const handlers = [
    http.post(WSAA, () => {
      state.logins += 1;
      return soap(
        `<loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${escapeXml(loginTicket())}</loginCmsReturn></loginCmsResponse>`,
      );
    }),
    http.post(WSFE, async ({ request }) => {
      if (state.down) return HttpResponse.text('Internal Server Error', { status: 500 });
      const xml = await request.text();
      if (xml.includes('FECAESolicitar')) return solicitar(xml);
      if (xml.includes('FECompConsultar')) return consultar(xml);
      if (xml.includes('FECompUltimoAutorizado')) {
        const pointOfSale = Number(field(xml, 'PtoVta'));
        const type = Number(field(xml, 'CbteTipo'));
        return soap(
          `<FECompUltimoAutorizadoResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECompUltimoAutorizadoResult><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo><CbteNro>${last(pointOfSale, type)}</CbteNro></FECompUltimoAutorizadoResult></FECompUltimoAutorizadoResponse>`,
        );
      }
      return HttpResponse.text('Unknown operation', { status: 500 });
    }),
  ];

  return {
    handlers,
    state,
    vouchers,
    /** Answers every held FECAESolicitar with a 503 (the answer lost on the way). */
    releaseHeld: () => held.splice(0).forEach((answer) => answer()),
  };
}

export type ArcaFake = ReturnType<typeof createArcaFake>;

/** The fake, answering ARCA's hosts until `close`; any other request fails unless let through. */
export function startArcaFake({
  otherRequests = 'error',
}: { otherRequests?: 'error' | 'bypass' } = {}) {
  const fake = createArcaFake();
  const server = setupServer(...fake.handlers);
  server.listen({ onUnhandledRequest: otherRequests });
  return { ...fake, close: () => server.close() };
}

/** The environment that turns invoicing on against the fake (homologation, test certificate). */
export const ARCA_TEST_ENV = {
  ARCA_CUIT: '20123456786',
  ARCA_CERT: 'tests/fixtures/arca-test.crt',
  ARCA_KEY: 'tests/fixtures/arca-test.key',
  ARCA_POINT_OF_SALE: '3',
  ARCA_TAX_CONDITION: 'monotributo',
  INVOICE_ISSUER_NAME: 'Estudio Contable Ferraro',
  INVOICE_ISSUER_ADDRESS: 'Av. Corrientes 1234, piso 5, CABA',
  INVOICE_ACTIVITY_START: '2015-03-01',
};
