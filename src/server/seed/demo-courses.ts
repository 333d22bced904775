import type { NewCourse } from '../modules/courses/course-store';
import type { DemoCoverSpec } from './demo-cover';
import { MONOTRIBUTO_QUIZZES, withQuizzes } from './demo-quizzes';

export type DemoCourse = Omit<NewCourse, 'slug' | 'pictureUrl'> & {
  cover: DemoCoverSpec;
  included: string[];
};

/**
 * A lesson's length between 12 and 38 minutes, the same for a title on every seed: a short
 * theory video or a longer worked case, as a real course mixes them.
 */
const demoMinutes = (title: string) =>
  12 + ([...title].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % 14) * 2;

/** A course's units; its first lesson is a free preview ('Ver gratis'). */
const units = (list: [title: string, modules: string[]][]): NewCourse['units'] =>
  list.map(([title, modules], unitIndex) => ({
    title,
    modules: modules.map((moduleTitle, moduleIndex) => ({
      title: moduleTitle,
      videoId: '',
      durationMinutes: demoMinutes(moduleTitle),
      preview: unitIndex === 0 && moduleIndex === 0,
    })),
  }));

/** The course's last unit opens `days` after each student's enrolment (drip release). */
const lastOpensAfter = (days: number, list: NewCourse['units']): NewCourse['units'] =>
  list.map((unit, index) =>
    index === list.length - 1 ? { ...unit, releaseAfterDays: days } : unit,
  );

/** The demo catalogue: five public courses in both categories and one upcoming (hidden). */
export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Contabilidad básica y partida doble',
    description:
      'Aprendé a registrar operaciones con el método de la partida doble y a armar tus primeros estados contables, paso a paso y con ejercicios resueltos.',
    category: 'student',
    visibility: true,
    price: 24900,
    urlTrailer: '',
    content: `## ¿De qué trata el curso?

La contabilidad es el lenguaje de los negocios y la **partida doble** es su gramática. En este curso vas a aprender desde cero cómo se registra cada operación de una empresa, por qué todo débito tiene su crédito y cómo esos registros terminan en los estados contables.

Trabajamos con el caso de una empresa comercial argentina: compras y ventas con IVA, cobranzas, pagos a proveedores, sueldos y gastos bancarios.

## ¿A quién está dirigido?

- Estudiantes de los primeros años de **Contador Público** o de Administración.
- Estudiantes secundarios con orientación en economía y gestión.
- Cualquier persona que quiera entender los números de un negocio.

## Requisitos

No necesitás conocimientos previos de contabilidad. Alcanza con manejar operaciones matemáticas básicas y tener una planilla de cálculo (Excel o Google Sheets) para resolver los ejercicios.

## Metodología

Cada módulo combina un **video teórico breve** con un caso práctico resuelto paso a paso. Al final de cada unidad encontrás ejercicios para practicar, con sus soluciones, y plantillas descargables para armar el libro diario, el mayor y el balance de sumas y saldos. Podés avanzar a tu ritmo y volver a ver las clases todas las veces que quieras.`,
    learningList: [
      'Comprender la ecuación patrimonial y las variaciones permutativas y modificativas.',
      'Registrar asientos en el libro diario con el método de la partida doble.',
      'Usar un plan de cuentas y clasificar activo, pasivo, patrimonio neto y resultados.',
      'Armar el libro mayor y el balance de sumas y saldos.',
      'Realizar los ajustes de cierre y preparar un estado de situación patrimonial sencillo.',
    ],
    // The demo student's course: its last unit shows locked until a week after the enrolment.
    units: lastOpensAfter(
      7,
      units([
        [
          'Fundamentos de la contabilidad',
          [
            '¿Qué es la contabilidad y para qué sirve?',
            'El patrimonio y la ecuación contable',
            'Variaciones patrimoniales',
          ],
        ],
        [
          'La partida doble',
          [
            'Débito y crédito: reglas de imputación',
            'El libro diario y los asientos',
            'El plan de cuentas',
          ],
        ],
        [
          'Del diario a los saldos',
          ['El libro mayor', 'Balance de sumas y saldos', 'Conciliación bancaria básica'],
        ],
        [
          'Cierre del ejercicio',
          [
            'Amortizaciones y previsiones',
            'Devengamiento y diferimientos',
            'Estado de situación patrimonial y estado de resultados',
          ],
        ],
      ]),
    ),
    included: [
      'Plan de cuentas modelo en Excel',
      'Ejercicios de partida doble con solución',
      'Plantilla de libro diario y mayor',
      'Casos de una pyme de servicios',
    ],
    materials: [
      { title: 'Plan de cuentas modelo', url: '/materials/plan-de-cuentas-modelo.xlsx' },
      { title: 'Ejercicios de partida doble', url: '/materials/ejercicios-partida-doble.pdf' },
      {
        title: 'Plantilla de libro diario y mayor',
        url: '/materials/plantilla-diario-y-mayor.xlsx',
      },
    ],
    cover: { motif: 'ledger', caption: ['Contabilidad', 'básica'] },
  },
  {
    title: 'Monotributo de cero a experto',
    description:
      'Todo lo que necesitás para asesorar a monotributistas: alta, categorías, recategorización, facturación electrónica y exclusión del régimen.',
    category: 'profession',
    visibility: true,
    price: 39900,
    urlTrailer: '',
    content: `## ¿De qué trata el curso?

El **Régimen Simplificado para Pequeños Contribuyentes** es la puerta de entrada de la mayoría de los clientes de un estudio contable. En este curso recorremos el monotributo completo: quién puede adherir, cómo se elige la categoría, qué incluye la cuota mensual y qué hacer cuando el cliente crece y debe pasar al régimen general.

## ¿A quién está dirigido?

- Contadores **recién recibidos** que empiezan a atender monotributistas.
- Estudiantes avanzados que quieren sumar práctica profesional.
- Monotributistas que prefieren entender y controlar su propia situación.

## Requisitos

Conocer los conceptos básicos de los impuestos nacionales y tener acceso a internet para seguir las demostraciones en los servicios de **ARCA** (ex AFIP). No hace falta experiencia previa con clientes.

## Metodología

Trabajamos con casos reales anonimizados: un profesional independiente, un comercio minorista y un prestador de servicios que supera los topes. Cada unidad incluye demostraciones en pantalla de los servicios web, planillas para controlar la facturación y un cuestionario de repaso.

Como los topes de facturación y los importes de las cuotas se actualizan periódicamente, te enseñamos **dónde consultar los valores vigentes** y cómo usar nuestro simulador para anticipar la recategorización de enero y de julio.`,
    learningList: [
      'Evaluar si conviene el monotributo o el régimen general en cada caso.',
      'Realizar el alta y elegir la categoría correcta en ARCA.',
      'Hacer la recategorización semestral y anticipar cambios de categoría.',
      'Configurar la facturación electrónica y los puntos de venta.',
      'Detectar las causales de exclusión y gestionar el pase al régimen general.',
    ],
    units: withQuizzes(
      units([
        [
          'El Régimen Simplificado',
          [
            'Quiénes pueden adherir',
            'Parámetros y categorías',
            'La cuota: impuesto integrado, aportes jubilatorios y obra social',
          ],
        ],
        [
          'Alta y facturación',
          [
            'Clave fiscal y alta en el monotributo',
            'Facturación electrónica y puntos de venta',
            'Ingresos Brutos: régimen simplificado provincial',
          ],
        ],
        [
          'Recategorización y control',
          [
            'Recategorización semestral paso a paso',
            'Control de topes con planilla de seguimiento',
            'Pago de la cuota y planes de facilidades',
          ],
        ],
        [
          'Exclusión y baja',
          ['Causales de exclusión', 'Pase al régimen general', 'Baja del monotributo'],
        ],
      ]),
      MONOTRIBUTO_QUIZZES,
    ),
    included: [
      'Simulador de recategorización en Excel',
      'Checklist para el alta en ARCA',
      'Control de facturación anual',
      'Ejemplos con las escalas vigentes',
    ],
    materials: [
      {
        title: 'Simulador de recategorización',
        url: '/materials/simulador-recategorizacion-monotributo.xlsx',
      },
      {
        title: 'Checklist de alta de monotributistas',
        url: '/materials/checklist-alta-monotributo.pdf',
      },
      { title: 'Control de facturación anual', url: '/materials/control-facturacion-anual.xlsx' },
    ],
    cover: { motif: 'invoice', caption: ['Monotributo', 'de cero'] },
  },
  {
    title: 'Liquidación de sueldos y cargas sociales',
    description:
      'Liquidá sueldos según la Ley de Contrato de Trabajo: recibos, horas extras, vacaciones, SAC, aportes, contribuciones y el F.931 en ARCA.',
    category: 'profession',
    visibility: true,
    price: 54900,
    urlTrailer: '',
    content: `## ¿De qué trata el curso?

La liquidación de sueldos es uno de los servicios más demandados a los estudios contables y también uno de los que menos margen de error admite. En este curso aprendés a liquidar remuneraciones de principio a fin, aplicando la **Ley de Contrato de Trabajo (Ley 20.744)** y los convenios colectivos más habituales.

## ¿A quién está dirigido?

- Contadores que quieren incorporar la liquidación de sueldos a su práctica.
- Estudiantes avanzados de Contador Público o de Relaciones Laborales.
- Personal administrativo de pymes a cargo de la nómina.

## Requisitos

Conocimientos básicos de contabilidad y manejo de **Excel** a nivel usuario (fórmulas simples y referencias entre hojas).

## Metodología

Partimos de la normativa y la aplicamos sobre casos concretos: un empleado de comercio, un trabajador con horas extras y una liquidación final. Cada módulo incluye:

- un video con la explicación y el cálculo en pantalla;
- un ejercicio para resolver con el **liquidador en Excel** del curso;
- la solución comentada para que puedas comparar.

Al terminar, vas a poder confeccionar recibos, determinar aportes y contribuciones, presentar la declaración jurada **F.931** y gestionar altas y bajas de trabajadores. Las alícuotas y los importes de los convenios cambian con frecuencia: te mostramos dónde consultar los valores actualizados.`,
    learningList: [
      'Liquidar sueldos mensuales aplicando la Ley de Contrato de Trabajo y el convenio colectivo.',
      'Calcular horas extras, vacaciones, SAC y liquidaciones finales.',
      'Determinar los aportes del trabajador y las contribuciones patronales.',
      'Presentar la declaración jurada F.931 y gestionar altas y bajas en Mi Simplificación.',
      'Confeccionar recibos y el libro de sueldos digital.',
    ],
    units: units([
      [
        'Marco normativo',
        [
          'Ley de Contrato de Trabajo y convenios colectivos',
          'Modalidades de contratación',
          'Altas y bajas en Mi Simplificación',
        ],
      ],
      [
        'La remuneración',
        [
          'Conceptos remunerativos y no remunerativos',
          'Horas extras y adicionales',
          'Vacaciones y licencias',
          'Sueldo anual complementario (SAC)',
        ],
      ],
      [
        'Cargas sociales',
        ['Aportes del trabajador', 'Contribuciones patronales y ART', 'Declaración jurada F.931'],
      ],
      [
        'Liquidaciones finales',
        ['Renuncia y liquidación final', 'Despido e indemnizaciones', 'Libro de sueldos digital'],
      ],
    ]),
    included: [
      'Liquidador de sueldos en Excel',
      'Modelo de recibo de sueldo',
      'Calendario de vencimientos de cargas sociales',
      'Guía de liquidación final',
    ],
    materials: [
      { title: 'Liquidador de sueldos en Excel', url: '/materials/liquidador-de-sueldos.xlsx' },
      { title: 'Modelo de recibo de sueldo', url: '/materials/modelo-recibo-de-sueldo.pdf' },
      {
        title: 'Calendario de vencimientos de cargas sociales',
        url: '/materials/vencimientos-cargas-sociales.pdf',
      },
      { title: 'Guía de liquidación final', url: '/materials/guia-liquidacion-final.pdf' },
    ],
    cover: { motif: 'payslip', caption: ['Liquidación', 'de sueldos'] },
  },
  {
    title: 'Impuesto a las Ganancias para personas humanas',
    description:
      'Calculá el impuesto a las Ganancias de personas humanas: categorías de renta, deducciones, anticipos y la declaración jurada anual en ARCA.',
    category: 'profession',
    visibility: true,
    price: 49900,
    urlTrailer: '',
    content: `## ¿De qué trata el curso?

Cada año, con los vencimientos de mitad de año, los estudios contables presentan cientos de declaraciones juradas de **Ganancias y Bienes Personales**. En este curso aprendés a liquidar el impuesto a las Ganancias de personas humanas con criterio profesional: qué rentas están alcanzadas, qué deducciones corresponden y cómo llegar al saldo a pagar o a favor.

## ¿A quién está dirigido?

- Contadores recién recibidos que van a preparar sus primeras declaraciones juradas.
- Estudiantes que cursan o ya aprobaron Impuestos.
- Profesionales independientes que quieren entender su propia liquidación.

## Requisitos

Conocer la estructura general del sistema tributario argentino y tener nociones de contabilidad. Para los ejercicios necesitás una planilla de cálculo.

## Metodología

Avanzamos desde la teoría de la ley hacia la práctica en el servicio web de ARCA:

1. explicamos cada concepto con ejemplos numéricos;
2. resolvemos casos integrales de un trabajador en relación de dependencia, un profesional independiente y un rentista;
3. cargamos la declaración jurada en pantalla y verificamos el resultado con nuestro **liquidador en Excel**.

También analizamos la relación con **Bienes Personales** y la justificación de la variación patrimonial, uno de los puntos que más controla el fisco. Las deducciones y la escala se actualizan todos los años: el material indica dónde consultar los importes vigentes.`,
    learningList: [
      'Identificar las categorías de renta y las ganancias exentas o no alcanzadas.',
      'Aplicar las deducciones generales y personales que correspondan.',
      'Determinar el impuesto con la escala progresiva del artículo 94.',
      'Presentar la declaración jurada anual en el servicio Ganancias y Bienes Personales.',
      'Calcular los anticipos y evaluar su reducción.',
      'Justificar la variación patrimonial del período.',
    ],
    units: units([
      [
        'Conceptos generales',
        ['Objeto, sujeto y fuente', 'Las categorías de renta', 'Exenciones y rentas no alcanzadas'],
      ],
      [
        'Deducciones',
        [
          'Deducciones generales: alquileres, prepagas y donaciones',
          'Deducciones personales y cargas de familia',
          'SiRADIG para trabajadores en relación de dependencia',
        ],
      ],
      [
        'Determinación del impuesto',
        [
          'Ganancia neta sujeta a impuesto y escala progresiva',
          'Retenciones, percepciones y pagos a cuenta',
          'Quebrantos y su compensación',
        ],
      ],
      [
        'Declaración jurada y anticipos',
        [
          'Carga de la declaración jurada paso a paso',
          'Anticipos: cálculo y solicitud de reducción',
          'Justificación de la variación patrimonial',
        ],
      ],
    ]),
    included: [
      'Liquidador de Ganancias en Excel',
      'Tabla de deducciones personales',
      'Casos prácticos resueltos',
      'Paso a paso de la declaración jurada',
    ],
    materials: [
      {
        title: 'Liquidador de Ganancias para personas humanas',
        url: '/materials/liquidador-ganancias-personas-humanas.xlsx',
      },
      { title: 'Tabla de deducciones personales', url: '/materials/deducciones-personales.pdf' },
      { title: 'Casos prácticos resueltos', url: '/materials/casos-ganancias-resueltos.pdf' },
    ],
    cover: { motif: 'tax-scale', caption: ['Impuesto a las', 'Ganancias'] },
  },
  {
    title: 'Costos para la toma de decisiones',
    description:
      'Clasificá costos, calculá el margen de contribución y el punto de equilibrio, y usá esa información para fijar precios y decidir con números.',
    category: 'student',
    visibility: true,
    price: 34900,
    urlTrailer: '',
    content: `## ¿De qué trata el curso?

Saber cuánto cuesta producir o vender algo es la base de cualquier decisión de negocio. En este curso recorremos los **sistemas de costeo** que se estudian en la facultad y los aplicamos a casos de empresas argentinas, donde la inflación y los costos financieros obligan a revisar los precios con frecuencia.

## ¿A quién está dirigido?

- Estudiantes que cursan **Costos** o Gestión en la carrera de Contador Público o de Administración.
- Emprendedores que quieren calcular el costo real de sus productos.
- Profesionales que asesoran pymes en la fijación de precios.

## Requisitos

Haber cursado contabilidad básica y manejar **Excel** a nivel inicial. Los conceptos se explican desde el principio.

## Metodología

Cada unidad parte de un caso concreto (una fábrica de pastas, un taller metalúrgico y un estudio de diseño) y lo resuelve en una planilla de cálculo que podés descargar. Vas a trabajar:

- la clasificación de costos y los elementos del costo;
- el costeo por absorción y el costeo variable, y sus diferencias en el resultado;
- el análisis **costo-volumen-utilidad** y el punto de equilibrio;
- decisiones de precio, mezcla de productos y hacer o comprar.

Al final de cada unidad hay ejercicios tipo examen con su resolución, ideales para preparar parciales y finales.`,
    learningList: [
      'Clasificar costos en fijos y variables, directos e indirectos.',
      'Calcular el costo unitario con costeo por absorción y costeo variable.',
      'Determinar el margen de contribución y el punto de equilibrio.',
      'Analizar decisiones de precio, mezcla de productos y hacer o comprar.',
      'Armar un presupuesto y controlar sus desvíos.',
    ],
    units: units([
      [
        'Conceptos básicos',
        [
          'Costo, gasto y pérdida',
          'Clasificación de los costos',
          'Elementos del costo: materia prima, mano de obra y carga fabril',
        ],
      ],
      [
        'Sistemas de costeo',
        ['Costeo por absorción', 'Costeo variable', 'Costeo por órdenes y por procesos'],
      ],
      [
        'Análisis costo-volumen-utilidad',
        [
          'Margen de contribución',
          'Punto de equilibrio en unidades y en pesos',
          'Margen de seguridad y apalancamiento operativo',
        ],
      ],
      [
        'Costos y decisiones',
        [
          'Fijación de precios con inflación',
          'Mezcla de productos y factores limitantes',
          'Hacer o comprar',
          'Presupuesto y control de desvíos',
        ],
      ],
    ]),
    included: [
      'Planilla de punto de equilibrio',
      'Costeo por producto paso a paso',
      'Ejercicios de costos resueltos',
    ],
    materials: [
      { title: 'Planilla de punto de equilibrio', url: '/materials/punto-de-equilibrio.xlsx' },
      { title: 'Costeo por producto paso a paso', url: '/materials/costeo-por-producto.xlsx' },
      { title: 'Ejercicios de costos resueltos', url: '/materials/ejercicios-costos.pdf' },
    ],
    cover: { motif: 'break-even', caption: ['Costos para', 'decidir'] },
  },
  {
    title: 'Ingresos Brutos y Convenio Multilateral',
    description:
      'Liquidá Ingresos Brutos local y por Convenio Multilateral: coeficiente unificado, regímenes especiales y las declaraciones CM03 y CM05 en SIFERE WEB.',
    category: 'profession',
    visibility: false,
    price: 44900,
    urlTrailer: '',
    content: `## Próximamente

Estamos grabando este curso. Muy pronto vas a poder inscribirte.

## ¿De qué trata el curso?

**Ingresos Brutos** es el principal impuesto provincial y uno de los que más dudas genera cuando un cliente empieza a vender en más de una jurisdicción. En este curso aprendés a liquidarlo tanto en el régimen local como en el **Convenio Multilateral**, con foco en los casos que aparecen en la práctica diaria de un estudio.

## ¿A quién está dirigido?

- Contadores que atienden pymes y responsables inscriptos con actividad en varias provincias.
- Estudiantes avanzados que quieren profundizar en tributación provincial.
- Administrativos contables a cargo de las presentaciones mensuales.

## Requisitos

Conocer el funcionamiento general de los impuestos nacionales y haber liquidado IVA al menos una vez. Manejo básico de Excel.

## Metodología

Explicamos cada régimen con ejemplos numéricos y lo llevamos a la práctica:

- cálculo del **coeficiente unificado** a partir del balance;
- aplicación de los regímenes especiales del Convenio;
- carga de las declaraciones juradas mensuales (CM03) y anual (CM05) en SIFERE WEB;
- control de retenciones, percepciones y recaudaciones bancarias (SIRCREB).

Incluye una calculadora de coeficientes y un calendario de vencimientos descargables.`,
    learningList: [
      'Identificar cuándo corresponde Ingresos Brutos local o Convenio Multilateral.',
      'Calcular el coeficiente unificado del régimen general.',
      'Aplicar los regímenes especiales del Convenio Multilateral.',
      'Presentar las declaraciones juradas CM03 y CM05 en SIFERE WEB.',
      'Controlar retenciones, percepciones y recaudaciones bancarias.',
    ],
    units: units([
      [
        'Ingresos Brutos local',
        [
          'Hecho imponible y base imponible',
          'Alícuotas y exenciones',
          'Inscripción y declaraciones juradas locales',
        ],
      ],
      [
        'Convenio Multilateral',
        [
          'Cuándo corresponde el Convenio',
          'Régimen general: coeficiente unificado',
          'Regímenes especiales',
        ],
      ],
      [
        'Presentaciones en SIFERE WEB',
        [
          'Alta en el Convenio Multilateral',
          'Declaración jurada mensual CM03',
          'Declaración jurada anual CM05',
        ],
      ],
      [
        'Retenciones y percepciones',
        [
          'Regímenes de retención y percepción',
          'Recaudación bancaria: SIRCREB',
          'Saldos a favor y su aplicación',
        ],
      ],
    ]),
    included: [
      'Planilla de coeficiente unificado',
      'Calendario de vencimientos del Convenio',
      'Casos de distribución de bases entre jurisdicciones',
    ],
    materials: [
      {
        title: 'Calculadora de coeficiente unificado',
        url: '/materials/coeficiente-unificado.xlsx',
      },
      {
        title: 'Calendario de vencimientos del Convenio Multilateral',
        url: '/materials/vencimientos-convenio-multilateral.pdf',
      },
    ],
    cover: { motif: 'provinces', caption: ['Ingresos', 'Brutos'] },
  },
];
