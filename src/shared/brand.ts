/** The consultancy's public identity, used by pages, e-mails and page titles. */
export const BRAND = {
  name: 'Estudio Contable Ferraro',
  shortName: 'Estudio Ferraro',
  /** How a charge reads on the buyer's card statement. */
  statementDescriptor: 'ESTUDIO FERRARO',
  tagline: 'Contabilidad, impuestos y formación para profesionales y emprendedores',
  email: 'contacto@estudioferraro.com.ar',
  city: 'Ciudad Autónoma de Buenos Aires, Argentina',
  providerCredit: { label: 'Desarrollado por Estudio Ferraro Digital', url: '/' },
} as const;
