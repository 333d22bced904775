import { BookOpenCheck, Building2, ChartPie, Landmark, Rocket, Store } from 'lucide';
import { type IconNode } from '../../components/ui/Icon';

export type Service = {
  id: string;
  title: string;
  description: string;
  includes: string[];
  icon: IconNode;
};

export type ServiceGroup = {
  id: string;
  title: string;
  intro: string;
  services: Service[];
};

export const SERVICE_GROUPS: ServiceGroup[] = [
  {
    id: 'gestion-fiscal-y-contable',
    title: 'Gestión fiscal y Contable',
    intro:
      'Ordenamos los números de tu actividad para que cumplas con ARCA (ex AFIP) y los fiscos provinciales sin sorpresas, y tengas información confiable para decidir.',
    services: [
      {
        id: 'asesoramiento-impositivo',
        title: 'Asesoramiento impositivo',
        description:
          'Analizamos tu situación fiscal, te ayudamos a pagar lo que corresponde y ni un peso más, y nos ocupamos de las presentaciones para que no tengas que preocuparte por los vencimientos.',
        includes: [
          'Diagnóstico de tu situación fiscal y elección del régimen más conveniente: monotributo o régimen general.',
          'Declaraciones juradas de IVA, Ganancias y Bienes Personales ante ARCA.',
          'Inscripción y liquidación de Ingresos Brutos, local o por Convenio Multilateral.',
          'Planificación fiscal anual de anticipos, saldos a pagar y vencimientos.',
          'Respuesta a requerimientos, intimaciones y fiscalizaciones de ARCA y de los organismos provinciales.',
          'Análisis de planes de facilidades de pago para regularizar deudas fiscales.',
        ],
        icon: Landmark,
      },
      {
        id: 'gestion-de-costos',
        title: 'Gestión de costos',
        description:
          'Te ayudamos a saber cuánto te cuesta realmente cada producto o servicio, a fijar precios que cuiden tu margen y a anticiparte a los cambios de la economía.',
        includes: [
          'Relevamiento y clasificación de costos fijos y variables del negocio.',
          'Costeo por producto o servicio: materia prima, mano de obra y gastos indirectos.',
          'Cálculo del punto de equilibrio y del margen de contribución.',
          'Armado de listas de precios que contemplan impuestos, comisiones y costos financieros.',
          'Presupuesto económico y financiero con seguimiento mensual de desvíos.',
        ],
        icon: ChartPie,
      },
      {
        id: 'gestion-contable',
        title: 'Gestión contable',
        description:
          'Llevamos la contabilidad de tu empresa al día, con registros prolijos y estados contables listos para bancos, proveedores y organismos de control.',
        includes: [
          'Registración contable mensual y conciliaciones bancarias.',
          'Confección de estados contables (balances) anuales según las normas contables profesionales vigentes.',
          'Liquidación de sueldos y cargas sociales: recibos, libro de sueldos digital y F.931.',
          'Libros societarios y trámites ante la IGJ o el registro público de cada provincia.',
          'Informes de gestión mensuales con la evolución de ventas, gastos y resultados.',
          'Certificaciones de ingresos firmadas por contador público.',
        ],
        icon: BookOpenCheck,
      },
    ],
  },
  {
    id: 'soluciones-tributarias',
    title: 'Soluciones Tributarias para Emprendedores y Empresas',
    intro:
      'Cada etapa de un negocio tiene obligaciones distintas. Te acompañamos desde la primera factura hasta la gestión impositiva de una pyme en crecimiento.',
    services: [
      {
        id: 'monotributistas',
        title: 'Monotributistas',
        description:
          'Gestionamos tu monotributo de punta a punta para que estés siempre en la categoría correcta y no corras riesgo de exclusión del régimen.',
        includes: [
          'Alta en el Régimen Simplificado y elección de la categoría inicial.',
          'Recategorización semestral de enero y julio según tus ingresos y demás parámetros.',
          'Control mensual de la facturación para evitar la exclusión del régimen.',
          'Configuración de la facturación electrónica y del punto de venta en ARCA.',
          'Inscripción en Ingresos Brutos o adhesión al régimen simplificado provincial.',
          'Pase al régimen general o baja del monotributo cuando corresponda.',
        ],
        icon: Store,
      },
      {
        id: 'responsables-inscriptos-y-pymes',
        title: 'Responsables inscriptos y pymes',
        description:
          'Nos encargamos de las obligaciones del régimen general para que tu empresa cumpla en tiempo y forma y aproveche los beneficios que le corresponden.',
        includes: [
          'Libro IVA Digital y declaración jurada mensual de IVA.',
          'Declaración jurada anual de Ganancias y cálculo de anticipos.',
          'Ingresos Brutos por Convenio Multilateral: declaraciones CM03 mensuales y CM05 anual.',
          'Regímenes de retención y percepción de IVA, Ganancias e Ingresos Brutos.',
          'Tramitación del Certificado MiPyME y sus beneficios fiscales.',
          'Liquidación de sueldos y declaración de aportes y contribuciones (F.931).',
        ],
        icon: Building2,
      },
      {
        id: 'emprendedores',
        title: 'Emprendedores',
        description:
          'Si estás por arrancar, te ayudamos a empezar bien: elegir la figura adecuada, inscribirte y tener claros los números antes de la primera venta.',
        includes: [
          'Asesoramiento para elegir entre monotributo, responsable inscripto o sociedad.',
          'Constitución de sociedades (SAS o SRL) y obtención del CUIT.',
          'Clave fiscal, alta de impuestos y facturación electrónica.',
          'Plan de negocios con proyección de costos, precios y punto de equilibrio.',
          'Acompañamiento mensual en los primeros meses: vencimientos, facturación y cobros.',
        ],
        icon: Rocket,
      },
    ],
  },
];
