/** Why the dates depend on the CUIT's last number, in plain words. */
export function LastDigitExplainer() {
  return (
    <section aria-labelledby="last-digit-title" className="py-14 sm:py-20">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 sm:px-6">
        <h2 id="last-digit-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          ¿Por qué importa el último número de tu CUIT?
        </h2>
        <p className="text-slate-700">
          ARCA no cobra a todos el mismo día: reparte cada vencimiento en varios días según el
          último número del CUIT. Así, el IVA de un mismo mes puede vencerle el 18 a un CUIT
          terminado en 0 y el 22 a uno terminado en 9.
        </p>
        <p className="text-slate-700">
          Ese número es el que va después del último guion: en 20-12345678-6, el 6. Es el dígito
          verificador, y por eso, si tipeás mal un número del CUIT, te avisamos: no coincidiría con
          los demás.
        </p>
        <p className="text-slate-700">
          Si pagás o presentás tarde, ARCA cobra intereses y puede aplicar multas. Si una fecha cae
          en un día no hábil, vale el siguiente día hábil.
        </p>
      </div>
    </section>
  );
}
