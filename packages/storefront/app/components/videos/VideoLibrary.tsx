import './videos.css';
import type { VideoCard } from '@konfety/api/contract';
import { useLocale, useT } from '../../i18n';
import { VideoFacts } from './VideoFacts';
import { localePath } from '../../routing/route-names';
import { Picture } from '../media/Picture';
import { RouterLink } from '../link/RouterLink';

/** /account/videos: every video as a card (poster, title, topic, running time) linking to its page. */
export function VideoLibrary({ videos }: { videos: VideoCard[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="videos" aria-labelledby="videos-title">
      <h1 id="videos-title">{t('videos.title')}</h1>
      <p className="videos__lead">{t('videos.lead')}</p>
      {videos.length === 0 ? (
        <p>{t('videos.empty')}</p>
      ) : (
        <>
          <p className="videos__count">{t('videos.count', { count: videos.length })}</p>
          <ul className="videos__grid">
            {videos.map((video, i) => (
              <li key={video.id}>
                <article className="video-card">
                  <RouterLink to={localePath('video', locale, { id: video.id })} className="video-card__link">
                    <span className="video-card__poster">
                      <Picture path={video.poster} alt="" slot="card" width={320} height={180} priority={i === 0} />
                      <span className="video-card__play" aria-hidden="true" />
                    </span>
                    <h2 className="video-card__title">{video.title}</h2>
                  </RouterLink>
                  <VideoFacts video={video} />
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
