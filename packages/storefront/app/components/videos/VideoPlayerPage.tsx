import './videos.css';
import type { Video } from '@konfety/api/contract';
import { imageUrl } from '@konfety/domain/media';
import { VIDEO_FRAME } from '@konfety/domain/videos';
import { useLocale, useT } from '../../i18n';
import { VideoFacts } from './VideoFacts';
import { localePath, localePrefix } from '../../routing/route-names';
import { RouterLink } from '../link/RouterLink';

/**
 * /account/video/{id}: the browser's own player (keyboard operable, no script of ours) with the poster, the Czech
 * captions track on by default and only the file's metadata loaded until the customer plays it; then the
 * description and the catalogue categories of what the video uses.
 */
export function VideoPlayerPage({ video }: { video: Video }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="video-page" aria-labelledby="video-title">
      <p className="video-page__back">
        <RouterLink to={localePath('videos', locale)}>{t('videos.back')}</RouterLink>
      </p>
      <h1 id="video-title">{video.title}</h1>
      <VideoFacts video={video} />
      <video
        className="video-page__player"
        controls
        preload="metadata"
        poster={imageUrl(video.poster, 'big', 'webp')}
        width={VIDEO_FRAME.width}
        height={VIDEO_FRAME.height}
        aria-describedby="video-description"
      >
        <source src={video.video_url} type={video.video_type} />
        {video.captions ? <track kind="captions" src={video.captions.url} srcLang={video.captions.srclang} label={t('videos.captions')} default /> : null}
        <p>
          {t('videos.fallback')} <a href={video.video_url}>{t('videos.download')}</a>
        </p>
      </video>
      <p id="video-description" className="video-page__description">
        {video.description}
      </p>
      <section className="video-page__categories" aria-labelledby="video-categories-title">
        <h2 id="video-categories-title">{t('videos.categories.title')}</h2>
        {video.categories.length === 0 ? (
          <p>
            <RouterLink to={localePath('home', locale)}>{t('videos.categories.empty')}</RouterLink>
          </p>
        ) : (
          <ul className="video-page__category-list">
            {video.categories.map((category) => (
              <li key={category.id}>
                <RouterLink to={`${localePrefix(locale)}${category.url}`} className="video-page__category">
                  {category.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
