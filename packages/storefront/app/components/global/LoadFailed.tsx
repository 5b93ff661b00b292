// A side effect of its own: Rollup then never merges the component into a chunk pages without it load.
import './load-failed.css';

/** SPEC §8's load notice of a page whose data the shop could not load (lib/load-failure.server.ts): the title and the alert. */
export function LoadFailed({ title, message }: { title: string; message: string }) {
  return (
    <div className="container info-page">
      <h1>{title}</h1>
      <p role="alert" className="load-failed">
        {message}
      </p>
    </div>
  );
}
