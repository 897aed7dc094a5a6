import { Link } from 'react-router';

export function Brand() {
  return (
    // Named by its visible Georgian word (an English aria-label would hide it from speech input).
    <Link to="/home" className="brand" lang="ka">
      ამანათი
    </Link>
  );
}
