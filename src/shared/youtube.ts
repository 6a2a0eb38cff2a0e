const VIDEO_ID = '[A-Za-z0-9_-]+';
const YOUTUBE_HOST = /^(www\.|m\.)?youtube(-nocookie)?\.com$/;

export const INVALID_YOUTUBE_MESSAGE = 'Enter a valid YouTube link or leave blank.';

/**
 * The video id of a YouTube link in one of the spec's forms: {host}/watch?v={id},
 * youtu.be/{id} or {host}/embed/{id}; null for anything else.
 */
export function parseYouTubeId(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const idPattern = new RegExp(`^${VIDEO_ID}$`);
  let id: string | null = null;
  if (url.hostname === 'youtu.be') {
    id = url.pathname.slice(1);
  } else if (YOUTUBE_HOST.test(url.hostname)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (url.pathname.startsWith('/embed/')) id = url.pathname.slice('/embed/'.length);
  }
  return id && idPattern.test(id) ? id : null;
}

export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}
