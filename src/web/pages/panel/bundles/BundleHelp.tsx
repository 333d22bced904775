/**
 * The panel's help for the 'Rutas de aprendizaje', folded under its summary (open while there
 * are none): how to set one up, and what an owner of some of its courses pays
 * (shared/bundle-price.ts, decision 0048).
 */
export function BundleHelp({ open }: { open: boolean }) {
  return (
    <details
      open={open}
      className="max-w-3xl rounded-2xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <summary className="cursor-pointer text-lg font-semibold text-brand-900">
        Cómo armar una ruta
      </summary>
      <div className="mt-3 flex flex-col gap-2">
        <p>
          Con 'Nueva ruta', poné el título, una descripción y una imagen, y elegí de 2 a 20 cursos
          en el orden en que conviene hacerlos ('Subir' y 'Bajar' los ordenan). Ponele un precio
          menor que la suma de sus cursos: el formulario muestra cuánto ahorra el comprador. La
          oferta es opcional y vale hasta la fecha que indiques. Pública, la ruta aparece en el
          catálogo, en 'Rutas', y en la página de cada uno de sus cursos; privada, no se muestra ni
          se vende.
        </p>
        <p>
          Quien ya tiene algunos de los cursos paga menos: el precio de la ruta se reparte entre sus
          cursos en proporción a sus precios de lista, y se descuenta la parte de los que ya tiene.
          Por ejemplo, en una ruta de $ 80.000 con dos cursos de $ 50.000 cada uno vale $ 40.000, y
          quien ya tiene uno paga $ 40.000. Con un solo pago recibe todos los cursos que le faltan.
        </p>
      </div>
    </details>
  );
}
