/** One headline figure in a results grid (inside a <dl class="tiles">). */
export function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div class="tile">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
