import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { StatusScreen } from './status-screen.tsx';

export function PageNotFound() {
  return (
    <StatusScreen
      title="Page Not Found"
      description="The page you are looking for does not exist or has moved."
      icon={<Compass className="size-8" aria-hidden="true" />}
    >
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </StatusScreen>
  );
}
