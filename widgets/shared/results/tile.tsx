/** One headline figure in a results grid (inside a <dl className="tiles">). */
export function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="tile">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
