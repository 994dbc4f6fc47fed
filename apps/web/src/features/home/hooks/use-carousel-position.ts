import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

type CarouselApi = UseEmblaCarouselType[1];

/** The selected snap (page) of an embla carousel and how many there are, kept in step with it. */
export function useCarouselPosition(embla: CarouselApi) {
  const [selected, setSelected] = useState(0);
  const [pages, setPages] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setPages(embla.scrollSnapList().length);
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return { selected, pages };
}
