/**
 * Blog management calls for the dashboard's Blog tab and /admin/blog. Each screen
 * words its toasts its own way, so the hooks take the texts; a success toast only follows a 2xx answer.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BLOG_IMAGE_ALT_FIELD,
  BLOG_IMAGE_FIELD,
  type TAdminBlogPost,
  type TAdminBlogPostListItem,
  type TBlogPostSummary,
  type TSaveBlogPostRequest,
  type TGenerateDailyPostResponse,
  type TGenerateInitialPostsResponse,
  type TUpdateBacklinksResponse,
} from '#shared/schemas/blog.ts';
import { toast } from '#client/lib/use-toast.ts';
import { api, getErrorMessage } from '#client/lib/api-client.ts';
import { READ_ON_EACH_VISIT_STALE_TIME_MS } from '#client/lib/query-client.ts';

/** Management lists up to 100 posts. */
const MANAGEMENT_LIMIT = 100;
/** The prefix of every blog list query (public lists, feeds, management), refreshed after a change. */
const BLOG_POSTS_PATH = '/api/blog/posts';

export const managedPostsQueryOptions = queryOptions({
  queryKey: [BLOG_POSTS_PATH, { limit: MANAGEMENT_LIMIT, scope: 'management' }],
  queryFn: () => api.get<TBlogPostSummary[]>(`${BLOG_POSTS_PATH}?limit=${MANAGEMENT_LIMIT}`),
  staleTime: READ_ON_EACH_VISIT_STALE_TIME_MS,
});

/** A toast text, or one built from the server's answer. */
type TMessage<TAnswer> = string | ((answer: TAnswer) => string);
/** Failure toasts: a title with the error message as text, or (management) '<prefix>: <message>' as the title. */
type TBlogActionTexts<TAnswer> = { success: TMessage<TAnswer>; failure: string; failureStyle: 'title-and-message' | 'prefix' };

function useBlogAction<TAnswer, TVariables = void>(call: (variables: TVariables) => Promise<TAnswer>, texts: TBlogActionTexts<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      toast({ title: typeof texts.success === 'string' ? texts.success : texts.success(answer) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [BLOG_POSTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-logs'] }),
      ]);
    },
    onError: (error) => {
      const message = getErrorMessage(error, 'Please try again.');
      toast(
        texts.failureStyle === 'prefix'
          ? { title: `${texts.failure}: ${message}`, variant: 'destructive' }
          : { title: texts.failure, description: message, variant: 'destructive' },
      );
    },
  });
}

export const useGenerateInitialPosts = (texts: TBlogActionTexts<TGenerateInitialPostsResponse>) =>
  useBlogAction(() => api.post<TGenerateInitialPostsResponse>('/api/admin/blog/generate-initial'), texts);

export const useGenerateDailyPost = (texts: TBlogActionTexts<TGenerateDailyPostResponse>) =>
  useBlogAction(() => api.post<TGenerateDailyPostResponse>('/api/admin/blog/generate-daily'), texts);

export const useUpdateBacklinks = (texts: TBlogActionTexts<TUpdateBacklinksResponse>) =>
  useBlogAction(() => api.post<TUpdateBacklinksResponse>('/api/admin/blog/update-backlinks'), texts);

export const useDeletePost = (texts: TBlogActionTexts<unknown>) =>
  useBlogAction((postId: number) => api.delete<unknown>(`/api/admin/blog/posts/${postId}`), texts);

/** Every post for the editor's lists: drafts and scheduled posts first. */
export const adminPostsQueryOptions = queryOptions({
  queryKey: [BLOG_POSTS_PATH, { scope: 'admin' }],
  queryFn: () => api.get<TAdminBlogPostListItem[]>('/api/admin/blog/posts'),
  staleTime: 0,
});

export function getAdminPostQueryOptions(postId: number) {
  return queryOptions({
    queryKey: [BLOG_POSTS_PATH, { scope: 'admin', postId }],
    queryFn: () => api.get<TAdminBlogPost>(`/api/admin/blog/posts/${postId}`),
    staleTime: 0,
  });
}

/** Creates a post (no id) or saves one again. */
export const useSaveBlogPost = (texts: TBlogActionTexts<TAdminBlogPost>) =>
  useBlogAction(
    ({ postId, post }: { postId: number | null; post: TSaveBlogPostRequest }) =>
      postId === null
        ? api.post<TAdminBlogPost>('/api/admin/blog/posts', post)
        : api.put<TAdminBlogPost>(`/api/admin/blog/posts/${postId}`, post),
    texts,
  );

export const useUnpublishPost = (texts: TBlogActionTexts<TAdminBlogPost>) =>
  useBlogAction((postId: number) => api.post<TAdminBlogPost>(`/api/admin/blog/posts/${postId}/unpublish`), texts);

/** Uploads or replaces a post's featured image with its alt text; answers the post as saved. */
export const useUploadPostImage = (texts: TBlogActionTexts<TAdminBlogPost>) =>
  useBlogAction(({ postId, file, alt }: { postId: number; file: File; alt: string }) => {
    const form = new FormData();
    form.append(BLOG_IMAGE_ALT_FIELD, alt);
    form.append(BLOG_IMAGE_FIELD, file);
    return api.post<TAdminBlogPost>(`/api/admin/blog/posts/${postId}/image`, form);
  }, texts);

export const useRemovePostImage = (texts: TBlogActionTexts<TAdminBlogPost>) =>
  useBlogAction((postId: number) => api.delete<TAdminBlogPost>(`/api/admin/blog/posts/${postId}/image`), texts);
