import {
  DIET_CATEGORIES_TAB,
  FAILED_TO_FETCH_FOOD_ITEMS,
  FAILED_TO_LOAD_DIET_DATA,
  FOOD_MENU_TAB,
  type FoodItem,
} from "@gym/contracts";
import { Button, SimpleGrid, Stack, Tabs } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useDietCategories } from "../api/get-diet-categories.ts";
import { useFoodItems } from "../api/get-food-items.ts";
import { dietKeys } from "../api/query-keys.ts";
import { DietCategoriesTab } from "../components/categories/DietCategoriesTab.tsx";
import { FoodCard } from "../components/menu/FoodCard.tsx";
import { FoodEmpty } from "../components/menu/FoodEmpty.tsx";
import { FoodFilters } from "../components/menu/FoodFilters.tsx";
import { FoodSkeleton } from "../components/menu/FoodSkeleton.tsx";
import { FoodStatCards } from "../components/menu/FoodStatCards.tsx";
import { DietCategoryFormModal } from "../components/modals/DietCategoryFormModal.tsx";
import { FoodDetailsModal } from "../components/modals/FoodDetailsModal.tsx";
import { FoodFormModal, type FoodFormTarget } from "../components/modals/FoodFormModal.tsx";
import { useConfirmDeleteFood } from "../hooks/use-delete-food.ts";
import { useFoodFilters } from "../hooks/use-food-filters.ts";
import { type DietTab, foodMenuQuery, hasFoodFilters, NO_FOOD_FILTERS } from "../utils/food-filters.ts";

/** /dashboard/diet (part 2 §2 "Diet management"): tabs 'Food Menu' and 'Categories'; tab and filters in the URL. */
export default function DietPage() {
  const [filters, update] = useFoodFilters();
  const queryClient = useQueryClient();
  const list = useFoodItems(foodMenuQuery(filters));
  const categories = useDietCategories();
  const [editing, setEditing] = useState<FoodFormTarget>(null);
  const [viewing, setViewing] = useState<FoodItem | null>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const askDelete = useConfirmDeleteFood((deleted) => setViewing((v) => (v?.id === deleted.id ? null : v)));
  const data = list.data;
  const categoryList = categories.data?.categories ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const create = () => setEditing({ food: null });
  const actions = { onView: setViewing, onEdit: (f: FoodItem) => setEditing({ food: f }), onDelete: askDelete };

  const changeTab = (value: string | null) => {
    const tab = (value === "categories" ? "categories" : "menu") as DietTab;
    update({ tab });
    // §2: "The list reloads whenever a filter changes or the tab returns to the menu."
    if (tab === "menu") void queryClient.invalidateQueries({ queryKey: dietKeys.menus() });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Diet Management"
        subtitle={data ? `${data.summary.total} food items · ${categories.data?.count ?? "…"} categories` : undefined}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            Add Food
          </Button>
        }
      />
      <Tabs value={filters.tab} onChange={changeTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="menu">{FOOD_MENU_TAB}</Tabs.Tab>
          <Tabs.Tab value="categories">{DIET_CATEGORIES_TAB}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="menu">
          <Stack gap="md">
            <FoodStatCards summary={data?.summary} />
            {categories.isError && (
              <RetryAlert
                title={FAILED_TO_LOAD_DIET_DATA}
                error={categories.error}
                onRetry={() => void categories.refetch()}
                retrying={categories.isFetching}
              />
            )}
            <FoodFilters filters={filters} categories={categoryList} onChange={update} />
            {list.isError && (
              <RetryAlert
                title={FAILED_TO_FETCH_FOOD_ITEMS}
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            )}
            {list.isPending && <FoodSkeleton />}
            {data && data.food_items.length === 0 && (
              <FoodEmpty
                filtered={hasFoodFilters(filters)}
                onCreate={create}
                onClear={() => update({ ...NO_FOOD_FILTERS })}
              />
            )}
            {data && data.food_items.length > 0 && (
              <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {data.food_items.map((f) => (
                    <FoodCard key={f.id} food={f} actions={actions} />
                  ))}
                </SimpleGrid>
                {pages > 1 && (
                  <ListPagination
                    total={pages}
                    value={filters.page}
                    onChange={(page) => update({ page })}
                    style={{ alignSelf: "center" }}
                  />
                )}
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <DietCategoriesTab
            query={categories}
            onCreate={() => setAddingCategory(true)}
            onShowFoods={(c) => update({ ...NO_FOOD_FILTERS, tab: "menu", category: String(c.id) })}
          />
        </Tabs.Panel>
      </Tabs>

      <FoodFormModal
        target={editing}
        categories={categoryList}
        defaultCategory={filters.category || null}
        onClose={() => setEditing(null)}
      />
      <FoodDetailsModal
        food={viewing}
        onClose={() => setViewing(null)}
        onEdit={(f) => {
          setViewing(null);
          setEditing({ food: f });
        }}
      />
      <DietCategoryFormModal opened={addingCategory} onClose={() => setAddingCategory(false)} />
    </Stack>
  );
}
