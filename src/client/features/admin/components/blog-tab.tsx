/**
 * The dashboard's Blog tab: links to the public blog (new tab) and to blog
 * management, and the two quick actions, each with its own success and failure toast, a success shown only
 * after the server succeeded. Generate Initial Posts is synchronous, so its toast says what the server did.
 */
import { CalendarPlus, ExternalLink, FileText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { AdminSection } from './admin-section.tsx';
import { useGenerateDailyPost, useGenerateInitialPosts } from '../api/admin-blog.ts';
import { describeInitialPosts } from '../utils/initial-posts-message.ts';

export function BlogTab() {
  const generateInitial = useGenerateInitialPosts({
    success: describeInitialPosts,
    failure: 'Failed to generate blog posts',
    failureStyle: 'title-and-message',
  });
  const generateDaily = useGenerateDailyPost({
    success: 'Generated daily blog post',
    failure: 'Failed to generate daily post',
    failureStyle: 'title-and-message',
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminSection
        icon={FileText}
        title="Blog"
        description="Articles for developers and employers, and industry news."
        contentClassName="flex flex-wrap gap-3"
      >
        <Button variant="outline" asChild>
          <a href="/blog" target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View Public Blog
          </a>
        </Button>
        <Button asChild>
          <Link to="/admin/blog">Full Blog Management</Link>
        </Button>
      </AdminSection>
      <AdminSection
        icon={Sparkles}
        title="Quick Actions"
        description="Initial posts: 10 articles on technical interviews, remote work, portfolio building and hiring strategies. Daily post: a new article from the AI model when one is connected, else a market report from the platform's own figures."
        contentClassName="flex flex-wrap gap-3"
      >
        <Button variant="outline" disabled={generateInitial.isPending} onClick={() => generateInitial.mutate()}>
          <Sparkles aria-hidden="true" />
          {generateInitial.isPending ? 'Generating...' : 'Generate Initial Posts'}
        </Button>
        <Button variant="outline" disabled={generateDaily.isPending} onClick={() => generateDaily.mutate()}>
          <CalendarPlus aria-hidden="true" />
          {generateDaily.isPending ? 'Generating...' : 'Generate Daily Post'}
        </Button>
      </AdminSection>
    </div>
  );
}
