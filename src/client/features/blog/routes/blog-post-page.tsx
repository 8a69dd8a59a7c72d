import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/layout/status-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function BlogPostPage() {
  return (
    <StatusScreen
      title="Post Not Found"
      description="The blog post you're looking for doesn't exist."
      icon={<FileQuestion className="size-8" aria-hidden="true" />}
    >
      <Button asChild>
        <Link to="/blog">Back to Blog</Link>
      </Button>
    </StatusScreen>
  );
}
