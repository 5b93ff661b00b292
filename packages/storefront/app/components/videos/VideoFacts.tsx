import type { VideoCard } from '@konfety/api/contract';
import { formatDuration, isoDuration } from '@konfety/domain/videos';
import { useT } from '../../i18n';

/** A video's topic and length, on its card in the library and on its own page. */
export function VideoFacts({ video }: { video: Pick<VideoCard, 'topic' | 'duration_seconds'> }) {
  const t = useT();
  return (
    <dl className="video-facts">
      <div>
        <dt>{t('videos.topic')}</dt>
        <dd>{t(`videos.topic.${video.topic}`)}</dd>
      </div>
      <div>
        <dt>{t('videos.duration')}</dt>
        <dd>
          <time dateTime={isoDuration(video.duration_seconds)}>{formatDuration(video.duration_seconds)}</time>
        </dd>
      </div>
    </dl>
  );
}
