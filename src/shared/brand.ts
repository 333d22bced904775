/** The consultancy's public identity, used by pages, e-mails and page titles. */
export const BRAND = {
  name: 'Estudio Contable Ferraro',
  shortName: 'Estudio Ferraro',
  /** How a charge reads on the buyer's card statement. */
  statementDescriptor: 'ESTUDIO FERRARO',
  tagline: 'Contabilidad, impuestos y formación para profesionales y emprendedores',
  email: 'contacto@estudioferraro.com.ar',
  whatsappUrl: 'https://wa.me/5491150000000',
  whatsappLabel: '+54 9 11 5000-0000',
  instagramUrl: 'https://www.instagram.com/estudioferraro.contable',
  instagramHandle: '@estudioferraro.contable',
  afipDataFiscalUrl: 'https://serviciosweb.afip.gob.ar/clavefiscal/qr/publicInfoD.aspx',
  city: 'Ciudad Autónoma de Buenos Aires, Argentina',
  providerCredit: { label: 'Desarrollado por Estudio Ferraro Digital', url: '/' },
} as const;
