import { PLAN_GRACE_DAYS } from '../../../../shared/plan-subscription';

/**
 * The panel's help for the 'Plan Contador', folded under its summary (open while nobody
 * subscribed): how to offer it, how MercadoPago charges it, and what failures and cancellations do.
 */
export function PlanHelp({ open }: { open: boolean }) {
  return (
    <details
      open={open}
      className="max-w-3xl rounded-2xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <summary className="cursor-pointer text-lg font-semibold text-brand-900">
        Cómo ofrecer el Plan Contador
      </summary>
      <div className="mt-3 flex flex-col gap-2">
        <p>
          Poné el precio mensual y marcá 'Ofrecer el plan': la página /plan-contador muestra el
          precio y el botón 'Suscribirme'. Un suscriptor activo puede estudiar todos los cursos
          visibles, también los que se publiquen después, con su progreso y sus certificados. Un
          cambio de precio vale para las suscripciones nuevas.
        </p>
        <p>
          Con MercadoPago en producción, cada suscripción es una suscripción (preapproval) de
          MercadoPago, y sus avisos llegan al mismo webhook de los pagos. En la configuración de
          Webhooks de tu aplicación de MercadoPago tienen que estar activados los temas
          subscription_preapproval (Planes y suscripciones) y subscription_authorized_payment (pagos
          de suscripciones). Sin ellos, las suscripciones no se activan ni se renuevan. Localmente,
          la pasarela de prueba autoriza las suscripciones y permite simular los cobros de los meses
          siguientes.
        </p>
        <p>
          Cada pago mensual tiene su comprobante por correo y, con la facturación activada, su
          factura. Si un cobro falla, hay {PLAN_GRACE_DAYS} días de gracia mientras MercadoPago
          reintenta; después el acceso se pausa y le pedimos al suscriptor que actualice la tarjeta.
          Quien cancela, desde su cuenta o con el Botón de Baja, sigue con acceso hasta el final del
          período que pagó. Los cursos comprados aparte nunca se ven afectados.
        </p>
      </div>
    </details>
  );
}
