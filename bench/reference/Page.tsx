export default function Page() {
  return <h1>Hola</h1>;
}
