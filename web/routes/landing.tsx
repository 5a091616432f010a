export default function Page() {
  return <h1>landing</h1>
}
