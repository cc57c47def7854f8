/**
 * Step 1, the `sell` page: what the shop buys and how selling works, then the device — search by
 * name, or browse category, brand and model — and its storage, each with the most the shop pays.
 */
import { modelTitle, type DeviceTypeKey } from '@refurb/shared-contracts';
import { type SellModel } from '@refurb/shared-contracts/api/sell';
import { searchSellModels } from '@refurb/shared-contracts/sell';
import { PageLink } from '@refurb/web-kit';
import { useSellServices } from '../app/sell-context';
import { useSellI18n } from '../i18n/i18n';
import { useSell, useSellActor } from './sell-actor-context';
import { chosenModel } from './sell.machine';

const unique = <T,>(values: readonly T[]): T[] => [...new Set(values)];

export function DeviceStep() {
  const { t, formatPrice } = useSellI18n();
  const actor = useSellActor();
  const services = useSellServices();
  const catalog = useSell((snapshot) => snapshot.context.catalog);
  const progress = useSell((snapshot) => snapshot.context.progress);
  const search = useSell((snapshot) => snapshot.context.search);
  const showProblems = useSell((snapshot) => snapshot.context.showProblems);
  const model = useSell((snapshot) => chosenModel(snapshot.context));
  if (!catalog) return null;

  const categories = unique(catalog.models.map((each) => each.category));
  const brands = unique(
    catalog.models.filter((each) => each.category === progress.category).map((each) => each.brand),
  );
  const found = search.trim() ? searchSellModels(catalog.models, search) : null;
  const listed =
    found ??
    catalog.models.filter(
      (each) =>
        each.category === progress.category && (!progress.brand || each.brand === progress.brand),
    );
  const upTo = (each: SellModel) =>
    t('device.upTo', { price: formatPrice(Math.max(...each.storages.map((s) => s.maxPrice))) });
  const missing = showProblems && (!model || !progress.storage);

  return (
    <section aria-labelledby="se-device-title">
      <h1 id="se-device-title" className="se-heading">
        {t('device.title')}
      </h1>
      <p className="se-intro">{t('device.intro')}</p>
      <ol className="se-how">
        <li>{t('device.how1')}</li>
        <li>{t('device.how2')}</li>
        <li>{t('device.how3')}</li>
      </ol>
      <p>
        <PageLink className="se-link" href={services.path('reviews-sell')}>
          {t('device.reviews')}
        </PageLink>
      </p>

      <div className="se-field">
        <label htmlFor="se-search">{t('device.search')}</label>
        <input
          id="se-search"
          type="search"
          value={search}
          autoComplete="off"
          placeholder={t('device.searchHint')}
          onChange={(event) => actor.send({ type: 'device.search', query: event.target.value })}
        />
      </div>

      {!found && (
        <>
          <fieldset className="se-choice se-tiles">
            <legend>{t('device.category')}</legend>
            {categories.map((category: DeviceTypeKey) => (
              <label key={category}>
                <input
                  type="radio"
                  name="se-category"
                  checked={progress.category === category}
                  onChange={() => actor.send({ type: 'device.category', category })}
                />
                {t(`category.${category}`)}
              </label>
            ))}
          </fieldset>
          {progress.category && (
            <fieldset className="se-choice se-chips">
              <legend>{t('device.brand')}</legend>
              <label>
                <input
                  type="radio"
                  name="se-brand"
                  checked={!progress.brand}
                  onChange={() => actor.send({ type: 'device.brand', brand: null })}
                />
                {t('device.allBrands')}
              </label>
              {brands.map((brand) => (
                <label key={brand}>
                  <input
                    type="radio"
                    name="se-brand"
                    checked={progress.brand === brand}
                    onChange={() => actor.send({ type: 'device.brand', brand })}
                  />
                  {brand}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}

      {(found || progress.category) && (
        <fieldset className="se-choice se-models">
          <legend>
            {found ? t('device.results', { count: found.length }) : t('device.model')}
          </legend>
          {listed.length === 0 && <p className="se-note">{t('device.noResults')}</p>}
          {listed.map((each) => (
            <label key={each.id}>
              <input
                type="radio"
                name="se-model"
                checked={progress.modelId === each.id}
                onChange={() => actor.send({ type: 'device.model', modelId: each.id })}
              />
              <span>
                {each.brand} {each.name} <span className="se-note">{upTo(each)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {model && (
        <fieldset className="se-choice">
          <legend>{t('device.storage', { model: modelTitle(model.brand, model.name) })}</legend>
          {model.storages.map((option) => (
            <label key={option.storage}>
              <input
                type="radio"
                name="se-storage"
                checked={progress.storage === option.storage}
                onChange={() => actor.send({ type: 'device.storage', storage: option.storage })}
              />
              <span>
                {option.storage}{' '}
                <span className="se-note">
                  {t('device.upTo', { price: formatPrice(option.maxPrice) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {missing && (
        <p role="alert" className="se-field-error">
          {model ? t('device.chooseStorage') : t('device.chooseModel')}
        </p>
      )}
      <div className="se-actions">
        <button
          type="button"
          className="se-primary"
          onClick={() => actor.send({ type: 'step.next' })}
        >
          {t('action.continue')}
        </button>
      </div>
    </section>
  );
}
