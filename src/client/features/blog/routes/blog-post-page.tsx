import { FileQuestion } from 'lucide-react';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';

export function BlogPostPage() {
  return (
    <StatusScreen
      title="Post Not Found"
      description="The blog post you're looking for doesn't exist."
      icon={<FileQuestion className="size-8" aria-hidden="true" />}
      action={{ label: 'Back to Blog', to: '/blog' }}
    />
  );
}
