export default function Page() {
  return <h1>news</h1>
}
